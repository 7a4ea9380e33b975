// A refresh that fails keeps what the resident was reading: Latest, the next page and the post
// page's read again after an action each say so where it happened, and nothing already shown goes.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { findFeedArticles } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preload(() => import('./feed-screen'));

const SLOW = { timeout: 30_000 };
const down = () => HttpResponse.json({ message: 'down' }, { status: 500 });

afterEach(() => vi.restoreAllMocks());

describe('a refresh that fails', { timeout: 60_000 }, () => {
  it('on Latest keeps the posts shown and says they are not the latest', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const before = await findFeedArticles({ name: 'All Concerns posts' }, 30_000);
    server.use(http.get('/api/posts', down));

    await user.click(screen.getByRole('button', { name: 'Latest' }));

    expect(await screen.findByText('Could not show the latest posts')).toBeVisible();
    expect(screen.queryByText('Failed to load posts. Please try again.')).toBeNull();
    const feed = screen.getByRole('feed', { name: 'All Concerns posts' });
    expect(within(feed).getAllByRole('article')[0]).toHaveTextContent(
      before[0].textContent!.slice(0, 40),
    );
  });

  it('on the next page keeps the posts, says so at the end, and asks again only on Try again', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    await findFeedArticles({ name: 'All Concerns posts' }, 30_000);
    const shown = screen.getAllByRole('article').length;
    server.use(http.get('/api/posts', down, { once: true }));
    const lists = recordRequests({ method: 'GET', path: '/api/posts' });

    await user.click(await screen.findByRole('button', { name: 'Load More Posts' }));

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('More posts could not be loaded.');
    expect(screen.getAllByRole('article')).toHaveLength(shown);
    // Reaching the end does not ask again by itself: one request, however long it stays failed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('More posts could not be loaded.')).toBeNull());
    expect(lists.map(({ params }) => params.get('offset'))).toEqual(['20', '20']);
  });

  it('on the post page, after a like, keeps the post the resident was reading', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp(`/posts/${SEED.othersPostId}`);
    const card = await screen.findByRole('article', {}, SLOW);
    server.use(http.get('/api/posts/:id', down));
    const reads = recordRequests({ method: 'GET', path: `/api/posts/${SEED.othersPostId}` });

    await user.click(within(card).getByRole('button', { name: /^Like/ }));

    // The like's answer asks for the post again, and that read fails.
    await waitFor(() => expect(reads.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /^Like/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.queryByText('Failed to load the post. Please try again.')).toBeNull();
    expect(screen.getByRole('article')).toBe(card);
  });
});
