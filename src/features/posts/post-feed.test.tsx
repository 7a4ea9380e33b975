// The feed's first cards render in a transition (they are the longest task of the feed's first
// load on a phone): the commit that mounts the feed still shows the skeleton, the next the cards.
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { listPosts } from '../../api/posts';
import { renderWithProviders } from '../../testing/render-app';
import { PostFeed } from './post-feed';

describe('PostFeed', () => {
  it('mounts with the skeleton, and renders the cards in the next commit', async () => {
    const posts = await listPosts();
    const commits: string[] = [];
    const seeWhatIsShown = () =>
      commits.push(
        [
          screen.queryByRole('feed') && 'feed',
          screen.queryAllByRole('article').length > 0 && 'cards',
          screen.queryByText('Loading posts...') && 'skeleton',
        ]
          .filter(Boolean)
          .join(' ') || 'nothing',
      );
    renderWithProviders(
      <MemoryRouter>
        <Profiler id="feed" onRender={seeWhatIsShown}>
          <PostFeed posts={posts} label="All posts" />
        </Profiler>
      </MemoryRouter>,
    );
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(commits[0]).toBe('skeleton');
    expect(commits.at(-1)).toBe('feed cards');
  });
});
