// The post page's way back: to the page of the app the resident opened it from (the notifications,
// a profile), as the browser's Back goes; a post opened first in its tab, or straight after
// signing in, links to the feed instead.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { makeQueueManager, makeSampleQueue } from '../../testing/care-queue';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };

const findItemLink = (text: string) => screen.findByRole('link', { name: new RegExp(text) }, SLOW);

const postHeading = () => screen.findByRole('heading', { level: 1, name: 'Post' }, SLOW);

describe("the post page's way back", { timeout: 60_000 }, () => {
  it('goes back to the notifications it was opened from, as the browser does', async () => {
    await loginAs(SEED.demoUserId);
    const { user, router } = renderApp('/notifications');
    await user.click(await findItemLink('Priya Sharma commented on your post'));
    await postHeading();
    expect(screen.queryByRole('link', { name: 'Back to Home' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/notifications');

    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    // The browser's Back, not a new entry on top: Forward would open the post again.
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes back to the care queue with its filters as they were', async () => {
    makeSampleQueue();
    await loginAs(makeQueueManager());
    const { user, router } = renderApp('/care?status=open');
    const open = await screen.findAllByRole('link', { name: /^Open concern/ }, SLOW);
    await user.click(open[0]);
    await postHeading();
    expect(router.state.location.pathname).toMatch(/^\/posts\/\d+$/);
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/care?status=open');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/care'));
    expect(router.state.location.search).toBe('?status=open');
  });

  it('links to the feed when the post is the first page opened', async () => {
    await loginAs(SEED.demoUserId);
    renderApp(`/posts/${SEED.othersPostId}`);
    await postHeading();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('links to the feed after signing in on the way to the post, not back to sign-in', async () => {
    const { user, router } = renderApp(`/posts/${SEED.othersPostId}`);
    await user.click(await screen.findByRole('button', { name: 'Continue as Demo User' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${SEED.othersPostId}`));
    await postHeading();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });
});
