import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { SESSION_EXPIRED_MESSAGE } from '../features/auth';
import { createQueryClient } from '../api/query-client';
import { switchableFaults, type FaultKind } from '../testing/faults';
import { findFeedArticles } from '../testing/feed';
import { recordRequests } from '../testing/record-requests';
import { renderApp } from '../testing/render-app';
import { loginAs } from '../testing/session';
import { preloadSignedInScreen } from './screens';

// src/main.tsx: a signed-in resident opening the feed asks for its posts while the first render
// runs, through the app's own cache, so the feed finds them instead of asking again.
describe('a signed-in first load of the feed', () => {
  it.each([
    ['/home', `?filter=all&userId=${SEED.demoUserId}&limit=20&offset=0`],
    // The filter shows builder-wide posts whatever the tab (feedAt): the tab waits for its clearing.
    [
      '/?tab=following&scope=builder-wide',
      `?filter=all&userId=${SEED.demoUserId}&builderWide=true&limit=20&offset=0`,
    ],
  ])('at %s asks for the posts before the first render, once', async (path, query) => {
    const viewer = await loginAs(SEED.demoUserId);
    const posts = recordRequests({ method: 'GET', path: '/api/posts' });
    const queryClient = createQueryClient();
    const search = new URL(path, 'http://localhost').searchParams;

    await preloadSignedInScreen({ queryClient, viewerId: viewer.id, search });
    await waitFor(() => expect(posts.map((request) => request.search)).toEqual([query]));

    renderApp(path, { queryClient });
    await findFeedArticles();
    expect(posts.map((request) => request.search)).toEqual([query]);
  });

  // The early request fails before the screen (or the auth provider, which listens for a 401)
  // has mounted: that failure is the screen's, and nothing is asked twice (no retries).
  async function failedEarlyRequest(kind: FaultKind) {
    const viewer = await loginAs(SEED.demoUserId);
    const faults = switchableFaults(['listPosts'], kind);
    const queryClient = createQueryClient();
    const search = new URLSearchParams();
    await preloadSignedInScreen({ queryClient, viewerId: viewer.id, search });
    await waitFor(() => expect(faults.failed).toEqual(['listPosts']));
    return { faults, queryClient };
  }

  it('signs out with the message when the session ended before the first load', async () => {
    const { queryClient } = await failedEarlyRequest('401');
    const { router } = renderApp('/home', { queryClient });
    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the early failure without asking again, and the posts on Try again', async () => {
    const { faults, queryClient } = await failedEarlyRequest('500-body');
    const posts = recordRequests({ method: 'GET', path: '/api/posts' });
    faults.set(null);
    const { user } = renderApp('/home', { queryClient });
    const alert = await screen.findByText('Failed to load posts. Please try again.');
    expect(posts).toHaveLength(0);
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    await findFeedArticles();
    expect(posts).toHaveLength(1);
  });
});
