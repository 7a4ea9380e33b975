// Who gets the care queue (issue 31): the care team only. A resident, or anyone the server turns
// away, is told the page is for the care team; a server without the queue says it has none yet.
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { makeQueueHead, makeQueueManager, makeSampleQueue } from '../../testing/care-queue';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { filterQueriesOf, listedPostIds, LOAD, recordQueueRequests } from './care-test-utils';
import { loadCareQueueScreen } from '.';

preload(loadCareQueueScreen);

const QUEUE = '/api/care/queue';
const answer = (status: number, message: string) =>
  http.get(QUEUE, () => HttpResponse.json({ message }, { status }));

describe('who gets the care queue', { timeout: 60_000 }, () => {
  it('tells a resident the page is for the care team, and never asks for the queue', async () => {
    makeSampleQueue();
    await loginAs(SEED.demoUserId);
    const sent = recordQueueRequests();
    renderApp('/care');
    expect(
      await screen.findByRole('heading', { name: 'This page is for the care team' }, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Care queue' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    // The shell's own calls have been answered by now (its unread badge shows): none was the queue.
    expect(
      (await screen.findAllByRole('link', { name: /^Notifications, \d+ unread$/ }, LOAD)).length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Concerns by status' })).toBeNull();
  });

  it('says the same when the server turns a care team member away (403)', async () => {
    server.use(answer(403, 'This page is for the care team'));
    await loginAs(makeQueueManager());
    renderApp('/care');
    expect(
      await screen.findByRole('heading', { name: 'This page is for the care team' }, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the queue is not available on a server without it, with no error', async () => {
    server.use(answer(404, 'Not Found'));
    await loginAs(makeQueueManager());
    renderApp('/care');
    expect(
      await screen.findByText('The care queue is not available on this server yet.', {}, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
  });

  it('shows an error with Try again, which loads the queue', async () => {
    const concerns = makeSampleQueue();
    server.use(
      http.get(QUEUE, () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    await loginAs(makeQueueManager());
    const { user } = renderApp('/care');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('Failed to load the care queue. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await listedPostIds(3)).toEqual([concerns.water, concerns.noise, concerns.lift]);
  });

  it('shows its loading state while the queue is on its way', async () => {
    makeSampleQueue();
    // Held a moment, then answered by the mock backend as usual.
    server.use(http.get(QUEUE, () => delay(400)));
    await loginAs(makeQueueManager());
    renderApp('/care');
    const loading = await screen.findByText('Loading the care queue...', {}, LOAD);
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(await listedPostIds(3)).toHaveLength(3);
    expect(screen.queryByText('Loading the care queue...')).toBeNull();
  });

  it("lets the care head choose a society, and lists every society's concerns", async () => {
    const concerns = makeSampleQueue();
    await loginAs(makeQueueHead());
    const sent = recordQueueRequests();
    const { user, router } = renderApp('/care');
    expect(await screen.findByText('Serving every society', {}, LOAD)).toBeVisible();
    expect(await listedPostIds(4)).toContain(concerns.parking);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Society' }),
      'Vasundhara Heights',
    );
    expect(await listedPostIds(1)).toEqual([concerns.parking]);
    expect(router.state.location.search).toBe('?society=2');
    expect(filterQueriesOf(sent)).toEqual(['', '?societyId=2']);
    expect(screen.getByRole('button', { name: 'Open 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Acknowledged 0' })).toBeVisible();
  });
});
