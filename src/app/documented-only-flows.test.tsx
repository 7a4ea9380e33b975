// The documented flows against the mock made as poor as production (src/testing/documented-only):
// no likedByMe or followedByMe on what comes back, paging ignored. The app keeps what the
// resident did, and shows each post once. The Playwright project `real-backend` runs the same
// flows in Chromium against an independent server (e2e/contract-server).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getResponse, http } from 'msw';
import { db } from '../../mocks/db';
import { handlerList } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { SEED } from '../../mocks/seed';
import { useDocumentedOnlyBackend } from '../testing/documented-only';
import { findFeedArticles } from '../testing/feed';
import { renderApp } from '../testing/render-app';
import { startFeedComposer } from '../features/composer/composer-test-utils';
import { loginAs } from '../testing/session';

const SLOW = { timeout: 60_000 };

beforeEach(async () => {
  useDocumentedOnlyBackend();
  await loginAs(SEED.demoUserId);
});

const likeOf = (postId: number) =>
  db.like.findFirst({
    where: { userId: { equals: SEED.demoUserId }, postId: { equals: postId } },
  });

describe('against a server with the documented calls only', SLOW, () => {
  it('like, unlike, like again: the card follows the resident, not the silent refetch', async () => {
    const { user } = renderApp('/home');
    const card = (await findFeedArticles()).find(
      (article) => !within(article).queryByRole('button', { name: /^Like/, pressed: true }),
    )!;
    const postId = Number(card.closest('[data-post-id]')!.getAttribute('data-post-id'));
    const like = () => within(card).getByRole('button', { name: /^Like/ });
    for (const pressed of [true, false, true]) {
      await user.click(like());
      // The toggle is available again once the call and the refetch after it are done.
      await waitFor(() => expect(like()).not.toHaveAttribute('aria-disabled', 'true'));
      await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', String(pressed)));
      expect(Boolean(likeOf(postId))).toBe(pressed);
    }
    expect(screen.queryByText('Failed to like post')).toBeNull();
  });

  it('follow, unfollow, follow again on a profile, with both toasts', async () => {
    const { user } = renderApp(`/profile/${SEED.unfollowedNeighbourId}`);
    const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    const follows = () =>
      db.follow.count({
        where: {
          followerId: { equals: SEED.demoUserId },
          followingId: { equals: SEED.unfollowedNeighbourId },
        },
      });
    for (const [button, next, toast, count] of [
      ['Follow', 'Unfollow', 'You are now following this user', 1],
      ['Unfollow', 'Follow', 'You have unfollowed this user', 0],
      ['Follow', 'Unfollow', 'You are now following this user', 1],
    ] as const) {
      await user.click(await within(header).findByRole('button', { name: button }, SLOW));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(await within(header).findByRole('button', { name: next }, SLOW)).toBeEnabled();
      expect(follows()).toBe(count);
    }
  });

  it('a server that ignores paging: Load More brings the next posts, each once', async () => {
    const response = await fetch(`/api/posts?filter=all&userId=${SEED.demoUserId}`);
    const total = ((await response.json()) as unknown[]).length;
    expect(total).toBeGreaterThan(40);
    const { user } = renderApp('/home');
    await findFeedArticles();
    for (let page = 1; page * 20 < total; page++) {
      await user.click(await screen.findByRole('button', { name: 'Load More Posts' }));
      await waitFor(() =>
        expect(screen.getByRole('feed').getAttribute('aria-busy')).not.toBe('true'),
      );
    }
    await screen.findByText('You are all caught up.');
    // aria-setsize counts what the feed holds: a repeated post would count twice.
    const [first] = await findFeedArticles();
    expect(first).toHaveAttribute('aria-setsize', String(total));
  });

  it("a profile lists only that resident's posts, all of them, though the server sends every post", async () => {
    const hers = db.post
      .findMany({ where: { authorId: { equals: SEED.neighbourId } } })
      .filter((post) => !post.groupId);
    renderApp(`/profile/${SEED.neighbourId}`);
    const [first] = await findFeedArticles({ name: /posts/i });
    expect(first).toHaveAttribute('aria-setsize', String(hers.length));
    const shown = [...document.querySelectorAll('[data-post-id]')].map((item) =>
      Number(item.getAttribute('data-post-id')),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((id) => hers.some((post) => post.id === id))).toBe(true);
  });

  it('a server that honours the page size but not the offset: the feed ends, each post once', async () => {
    server.use(
      http.get('/api/posts', async ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.delete('offset');
        const response = await getResponse(
          handlerList,
          new Request(url, { headers: request.headers }),
        );
        return response;
      }),
    );
    const { user } = renderApp('/home');
    await findFeedArticles();
    await user.click(await screen.findByRole('button', { name: 'Load More Posts' }));
    expect(await screen.findByText('You are all caught up.', {}, SLOW)).toBeVisible();
    const [first] = await findFeedArticles();
    expect(first).toHaveAttribute('aria-setsize', '20');
  });

  it("an @mention opens the profile it names, found among the posts' authors", async () => {
    renderApp('/profile/@priya_sharma');
    const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    expect(
      await within(header).findByRole('heading', { level: 1, name: 'Priya Sharma' }, SLOW),
    ).toBeVisible();
  });

  it('a concern posts as an update: no status, no Affects me too, no clock, no error', async () => {
    const { user, unmount } = renderApp('/home');
    const { region } = await startFeedComposer(user);
    await user.paste('The lift in C wing is stuck on the 4th floor');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Category' }), 'Lift');
    await user.click(within(region).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post created successfully', {}, SLOW)).toBeVisible();
    const card = await waitFor(() => {
      const found = within(screen.getByRole('feed'))
        .getAllByRole('article')
        .find((article) => article.textContent?.includes('stuck on the 4th floor'));
      expect(found).toBeDefined();
      return found!;
    }, SLOW);
    expect(within(card).queryByText('Open')).toBeNull();
    expect(within(card).queryByText(/residents? affected/)).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Affects me too' })).toBeNull();
    const postId = Number(card.closest('[data-post-id]')!.getAttribute('data-post-id'));
    unmount();
    renderApp(`/posts/${postId}`);
    // No comments on such a server: said once, with no box to type into only to be refused.
    await screen.findByText('Comments are not available on this server yet.', {}, SLOW);
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Response clock' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
