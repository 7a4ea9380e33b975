// The care team's queue at /care (issue 31): a manager's own society, counted by status, filtered
// and sorted, with the filters in the address.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { CARE_QUEUE_PAGE_SIZE } from '../../api/concerns';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { makeLongQueue, makeQueueManager, makeSampleQueue } from '../../testing/care-queue';
import { clearConcerns } from '../../testing/concerns';
import { queriesOf, recordRequests } from '../../testing/record-requests';
import {
  filterQueriesOf,
  listedPostIds,
  LOAD,
  recordQueueRequests,
  rowOf,
} from './care-test-utils';

import { loadCareQueueScreen } from '.';

preload(loadCareQueueScreen);

async function openAsManager(path = '/care') {
  const concerns = makeSampleQueue();
  await loginAs(makeQueueManager());
  const sent = recordQueueRequests();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Care queue' }, LOAD);
  return { ...app, concerns, sent };
}

const search = (router: ReturnType<typeof renderApp>['router']) => router.state.location.search;

describe('the care queue for a society manager', { timeout: 60_000 }, () => {
  it("lists their society's concerns only, most affected first, with the counts per status", async () => {
    const { concerns } = await openAsManager();
    expect(await listedPostIds(3)).toEqual([concerns.water, concerns.noise, concerns.lift]);
    expect(screen.getByText('Serving Vasundhara Greens')).toBeVisible();
    const counts = within(screen.getByRole('list', { name: 'Concerns by status' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(counts).toEqual([
      'Open1',
      'Acknowledged1',
      'In progress1',
      'Resolved0',
      'Closed0',
      'Reopened0',
    ]);
    // A manager serves one society: there is nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Society' })).toBeNull();

    const water = rowOf(concerns.water);
    expect(water).toHaveTextContent('Open');
    expect(water).toHaveTextContent(/Overdue by/);
    expect(water).toHaveTextContent('3 residents affected');
    expect(water).toHaveTextContent('Vasundhara Greens');
    expect(water).toHaveTextContent('Not assigned yet');
    expect(rowOf(concerns.lift)).toHaveTextContent('Lift · Tower B');
    expect(rowOf(concerns.lift)).not.toHaveTextContent(/Overdue/);
  });

  it('filters by category and overdue through the request and the address, and reads them back', async () => {
    const { concerns, sent, user, router, unmount } = await openAsManager();
    await listedPostIds(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Water');
    expect(await listedPostIds(1)).toEqual([concerns.water]);
    expect(search(router)).toBe('?category=water');
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    expect(await listedPostIds(1)).toEqual([concerns.water]);
    expect(search(router)).toBe('?category=water&overdue=1');
    expect(filterQueriesOf(sent)).toEqual(['', '?category=water', '?category=water&overdue=true']);

    // A reload (or Back from the concern) restores the same list from the address.
    const address = `/care${search(router)}`;
    unmount();
    const again = recordQueueRequests();
    renderApp(address);
    expect(await listedPostIds(1)).toEqual([concerns.water]);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('water');
    expect(screen.getByRole('switch', { name: 'Overdue only' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(filterQueriesOf(again)).toEqual(['?category=water&overdue=true']);
  });

  it('shows only the overdue concerns with Overdue only', async () => {
    const { concerns, user } = await openAsManager();
    await listedPostIds(3);
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));
    expect(await listedPostIds(1)).toEqual([concerns.water]);
  });

  it('filters by a status count, pressed while it does, and shows all again when pressed again', async () => {
    const { concerns, sent, user, router } = await openAsManager();
    await listedPostIds(3);
    const acknowledged = screen.getByRole('button', { name: 'Acknowledged 1' });
    expect(acknowledged).toHaveAttribute('aria-pressed', 'false');

    await user.click(acknowledged);
    expect(await listedPostIds(1)).toEqual([concerns.lift]);
    expect(screen.getByRole('button', { name: 'Acknowledged 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('acknowledged');
    expect(search(router)).toBe('?status=acknowledged');
    expect(filterQueriesOf(sent)).toContain('?status=acknowledged');

    await user.click(screen.getByRole('button', { name: 'Acknowledged 1' }));
    expect(await listedPostIds(3)).toHaveLength(3);
    expect(search(router)).toBe('');
  });

  it('sorts oldest first', async () => {
    const { concerns, sent, user, router } = await openAsManager();
    await listedPostIds(3);
    await user.click(screen.getByRole('radio', { name: 'Oldest first' }));
    await expect.poll(() => filterQueriesOf(sent), LOAD).toContain('?sort=oldest');
    expect(await listedPostIds(3)).toEqual([concerns.water, concerns.lift, concerns.noise]);
    expect(search(router)).toBe('?sort=oldest');
  });

  it('ignores values the queue does not have in the address, and sends none of them', async () => {
    const { concerns, sent } = await openAsManager(
      '/care?status=done&category=roof&overdue=maybe&sort=newest&society=2',
    );
    expect(await listedPostIds(3)).toEqual([concerns.water, concerns.noise, concerns.lift]);
    expect(filterQueriesOf(sent)).toEqual(['']);
  });

  it('says when nothing matches, and Clear filters shows the whole queue again', async () => {
    const { user, router } = await openAsManager('/care?category=electricity&sort=oldest');
    expect(
      await screen.findByRole('heading', { name: 'No concerns match these filters.' }, LOAD),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await listedPostIds(3)).toHaveLength(3);
    expect(search(router)).toBe('?sort=oldest');
  });

  it('says so when the society has no concerns yet', async () => {
    clearConcerns();
    await loginAs(makeQueueManager());
    renderApp('/care');
    expect(await screen.findByRole('heading', { name: 'No concerns yet.' }, LOAD)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open 0' })).toBeVisible();
  });

  it('leads to the concern, where the care team acts', async () => {
    const { concerns, user, router } = await openAsManager();
    await listedPostIds(3);
    await user.click(within(rowOf(concerns.lift)).getByRole('link', { name: /^Open concern/ }));
    expect(router.state.location.pathname).toBe(`/posts/${concerns.lift}`);
  });
});

describe('a care queue longer than a page', { timeout: 60_000 }, () => {
  it('shows a page, then the next on "Load More Concerns", with the focus on the first new one', async () => {
    const raised = makeLongQueue(CARE_QUEUE_PAGE_SIZE + 5);
    await loginAs(makeQueueManager());
    const sent = recordQueueRequests();
    const { user } = renderApp('/care?sort=oldest');
    expect(await listedPostIds(CARE_QUEUE_PAGE_SIZE)).toEqual(
      raised.slice(0, CARE_QUEUE_PAGE_SIZE),
    );
    expect(screen.getByText(`Showing 25 of ${raised.length}`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load More Concerns' }));
    expect(await listedPostIds(raised.length)).toEqual(raised);
    expect(queriesOf(sent).at(-1)).toBe(`?sort=oldest&limit=25&offset=25`);
    // The button is gone with the last page: the focus is on the first concern it brought.
    expect(screen.queryByRole('button', { name: 'Load More Concerns' })).toBeNull();
    expect(document.activeElement).toBe(
      within(rowOf(raised[CARE_QUEUE_PAGE_SIZE])).getByRole('link', { name: /^Open concern/ }),
    );
  });

  it('keeps the list when the next page fails, says so, and tries again on the button', async () => {
    makeLongQueue(CARE_QUEUE_PAGE_SIZE + 1);
    await loginAs(makeQueueManager());
    const { user, router } = renderApp('/care');
    await listedPostIds(CARE_QUEUE_PAGE_SIZE);
    let failing = true;
    server.use(
      http.get('/api/care/queue', ({ request }) =>
        failing && new URL(request.url).searchParams.get('offset') !== '0'
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const sent = recordRequests({ path: '/api/care/queue' });
    await user.click(screen.getByRole('button', { name: 'Load More Concerns' }));
    expect(
      await screen.findByText('Failed to load more concerns. Please try again.'),
    ).toBeVisible();
    // The shell rendering again (here the same address once more) does not read the whole queue
    // again from its first page: that would drop the notice, and the list under the resident.
    await act(() => router.navigate('/care'));
    expect(screen.getByText('Failed to load more concerns. Please try again.')).toBeVisible();
    expect(sent.map((request) => request.params.get('offset'))).toEqual(['25']);
    expect(await listedPostIds(CARE_QUEUE_PAGE_SIZE)).toHaveLength(CARE_QUEUE_PAGE_SIZE);
    // The focus is back on the button that tries again, not lost with the page.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Load More Concerns' })).toHaveFocus(),
    );

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load More Concerns' }));
    await listedPostIds(CARE_QUEUE_PAGE_SIZE + 1);
    expect(screen.queryByText('Failed to load more concerns. Please try again.')).toBeNull();
  });
});
