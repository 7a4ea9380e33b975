// The shell asks for the care queue as soon as the address is /care, while the screen's code is
// still loading, and only for the care team: the screen then finds its answer under way.
import type { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { makeQueueHead, makeQueueManager, makeSampleQueue } from '../../testing/care-queue';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { recordRequests } from '../../testing/record-requests';
import { loginAs } from '../../testing/session';
import {
  filterQueriesOf,
  listedPostIds,
  LOAD,
  recordQueueRequests,
} from '../../features/care/care-test-utils';
import { CARE_QUEUE_KEY } from '../../features/concerns';
import { AppShell } from './app-shell';

/** A screen whose code never arrives: whatever is asked for, the shell asked. */
const NeverLoads = lazy(() => new Promise<never>(() => {}));

function renderShellAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppShell>
            <NeverLoads />
          </AppShell>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/**
 * The shell at `path`, once it has asked for its unread count: that is sent from an effect, after
 * the render in which the prefetch would have asked for the queue.
 */
async function renderShellUntilItAsks(path: string) {
  const unread = recordRequests({ path: '/api/notifications/unread-count' });
  const rendered = renderShellAt(path);
  await expect.poll(() => unread.length, LOAD).toBeGreaterThan(0);
  return rendered;
}

/** The state of the one queue in `queryClient`'s cache (whatever its filters). */
const queueState = (queryClient: QueryClient) =>
  queryClient.getQueryCache().find({ queryKey: CARE_QUEUE_KEY, exact: false })!.state;

describe('the care queue asked for at the address', { timeout: 60_000 }, () => {
  it('is asked for before the screen has loaded, with the filters of the address', async () => {
    makeSampleQueue();
    await loginAs(makeQueueHead());
    const sent = recordQueueRequests();
    renderShellAt('/care?status=open&overdue=1&society=3&page=2');
    await expect
      .poll(() => filterQueriesOf(sent), LOAD)
      .toEqual(['?societyId=3&status=open&overdue=true']);
  });

  it('leaves out the society for a manager, who serves one, as the screen does', async () => {
    makeSampleQueue();
    await loginAs(makeQueueManager());
    const sent = recordQueueRequests();
    renderShellAt('/care?society=3&category=lift');
    await expect.poll(() => filterQueriesOf(sent), LOAD).toEqual(['?category=lift']);
  });

  it('is not asked for for a resident, nor on the Reports tab', async () => {
    await loginAs(SEED.demoUserId);
    const sent = recordQueueRequests();
    (await renderShellUntilItAsks('/care')).unmount();
    await loginAs(makeQueueHead());
    await renderShellUntilItAsks('/care/reports');
    expect(sent).toEqual([]);
  });

  it('is asked for again at the address once a step on a concern has put it out of date', async () => {
    makeSampleQueue();
    await loginAs(makeQueueManager());
    const sent = recordQueueRequests();
    const { router, queryClient } = renderShellAt('/care');
    const queue = () => queueState(queryClient);
    await expect.poll(() => queue().dataUpdateCount, LOAD).toBe(1);
    // Read and unchanged: back at the address, the screen shows what it has, nothing is asked.
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/care'));
    expect([queue().fetchStatus, queue().dataUpdateCount]).toEqual(['idle', 1]);
    await act(() => router.navigate('/home'));
    // What a step taken on a concern does to every queue (use-concern-action.ts).
    await act(() => queryClient.invalidateQueries({ queryKey: CARE_QUEUE_KEY }));
    expect(queue().fetchStatus).toBe('idle');
    await act(() => router.navigate('/care'));
    await expect.poll(() => queue().dataUpdateCount, LOAD).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it('is not asked again for a queue that failed: the screen offers Try again', async () => {
    server.use(
      http.get('/api/care/queue', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    await loginAs(makeQueueManager());
    const sent = recordQueueRequests();
    const { router, queryClient } = renderShellAt('/care');
    const queue = () => queueState(queryClient);
    await expect.poll(() => queue().status, LOAD).toBe('error');
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/care'));
    expect([queue().fetchStatus, sent.length]).toEqual(['idle', 1]);
  });

  it('is asked for once when a care team member opens the queue from the feed', async () => {
    makeSampleQueue();
    await loginAs(makeQueueManager());
    const { user } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' }, LOAD);
    const sent = recordQueueRequests();
    // jsdom applies no media query: the sidebar's entry is found by its bar's label.
    await user.click(document.querySelector('nav[aria-label="Main"] a[href="/care"]')!);
    expect(await listedPostIds(3)).toHaveLength(3);
    expect(filterQueriesOf(sent)).toEqual(['']);
  });

  it("is the screen's own request on a filtered address: one request, one cache entry", async () => {
    makeSampleQueue();
    await loginAs(makeQueueManager());
    const { router, queryClient } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Home' }, LOAD);
    const sent = recordQueueRequests();
    await router.navigate('/care?status=open&overdue=1&sort=oldest');
    expect(await listedPostIds(1)).toHaveLength(1);
    expect(filterQueriesOf(sent)).toEqual(['?status=open&overdue=true&sort=oldest']);
    expect(queryClient.getQueryCache().findAll({ queryKey: CARE_QUEUE_KEY })).toHaveLength(1);
  });
});
