// The page's first feed renders its cards in a transition (they are the longest task of its first
// load on a phone): the commit that mounts it still shows the skeleton, the next the cards. A feed
// shown again (coming back to it) renders its cards at once, so its scroll position can be put back.
import { screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { listPosts } from '../../api/posts';
import type { Post } from '../../api/types';
import { createQueryClient } from '../../api/query-client';
import { renderWithProviders } from '../../testing/render-app';
import { PostFeed } from './post-feed';

/** What each commit of a feed of `posts` shows, in order. */
function renderFeed(posts: Post[], queryClient = createQueryClient()) {
  const commits: string[] = [];
  const seeWhatIsShown = () =>
    commits.push(
      [
        screen.queryByRole('feed') && 'feed',
        screen.queryAllByRole('article').length > 0 && 'cards',
        [...document.querySelectorAll('div[aria-hidden="true"]')].some(
          (placeholder) => placeholder.childElementCount === 3,
        ) && 'skeleton',
      ]
        .filter(Boolean)
        .join(' ') || 'nothing',
    );
  const view = renderWithProviders(
    <MemoryRouter>
      <Profiler id="feed" onRender={seeWhatIsShown}>
        <PostFeed posts={posts} label="All posts" />
      </Profiler>
    </MemoryRouter>,
    { queryClient },
  );
  return { commits, ...view };
}

describe('PostFeed', () => {
  it('mounts with a quiet skeleton, renders the cards next, and at once when shown again', async () => {
    const posts = await listPosts();
    const queryClient = createQueryClient();
    const first = renderFeed(posts, queryClient);
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(first.commits[0]).toBe('skeleton');
    expect(first.commits.at(-1)).toBe('feed cards');
    // The screen's own loading status has spoken: the skeleton here announces nothing.
    expect(screen.queryByText('Loading posts...')).toBeNull();
    first.unmount();

    const again = renderFeed(posts, queryClient);
    expect(again.commits[0]).toMatch(/^feed/);
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it("mounts the cards in view in the list's first render, and when the feed is shown again", async () => {
    // A list rendered with the wrong cards is rendered again inside its commit, synchronously:
    // on a phone, one long task. The virtualizer must know from the start how tall the window is
    // and where the list starts (the skeleton's place, or the list's the last time).
    const LIST_TOP = 300;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: LIST_TOP, width: 600, height: 0 }),
    );
    const posts = await listPosts();
    const queryClient = createQueryClient();
    async function commitsOfFeed() {
      const commits: { phase: string; feed: boolean; cards: number }[] = [];
      const view = renderWithProviders(
        <MemoryRouter>
          <Profiler
            id="feed"
            onRender={(_id, phase) =>
              commits.push({
                phase,
                feed: screen.queryByRole('feed') !== null,
                cards: screen.queryAllByRole('article').length,
              })
            }
          >
            <PostFeed posts={posts} label="Feed in view" />
          </Profiler>
        </MemoryRouter>,
        { queryClient },
      );
      // Settled: the cards beyond the window have been added, one at a time.
      await waitFor(() => expect(screen.getByRole('feed')).not.toHaveAttribute('aria-busy'));
      view.unmount();
      return commits;
    }
    // The window (768 px tall) shows the list from 300 px: two cards of the estimated 260 px.
    expect(window.innerHeight).toBe(768);
    for (const commits of [await commitsOfFeed(), await commitsOfFeed()]) {
      expect(commits.at(-1)?.cards).toBeGreaterThan(2);
      const firstWithFeed = commits.findIndex(({ feed }) => feed);
      expect(commits[firstWithFeed]).toMatchObject({ feed: true, cards: 2 });
      const cardsChangedInACommit = commits.filter(
        ({ phase, cards }, index) =>
          phase === 'nested-update' && cards !== commits[index - 1].cards,
      );
      expect(cardsChangedInACommit).toEqual([]);
    }
  });
});
