// The shell asks for the care queue as soon as the address is /care, while the screen's code is
// still loading, and only for the care team: the screen then finds its answer under way.
import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { makeQueueHead, makeQueueManager, makeSampleQueue } from '../../testing/care-queue';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { recordRequests } from '../../testing/record-requests';
import { loginAs } from '../../testing/session';
import {
  filterQueriesOf,
  listedPostIds,
  recordQueueRequests,
} from '../../features/care/care-test-utils';
import { AppShell } from './app-shell';

const LOAD = { timeout: 30_000 };

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
  return renderWithProviders(<RouterProvider router={router} />);
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
});
