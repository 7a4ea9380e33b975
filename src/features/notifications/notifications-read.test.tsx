import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { likePost } from '../../api/interactions';
import { recordRequests, type SentRequest } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { atNoon, demoNotifications, findItem, shellLinks, SLOW } from './notifications-test-utils';

beforeEach(atNoon);
afterEach(() => vi.useRealTimers());

/** The requests as "path body" (the body as JSON text, when there is one). */
const asText = (sent: SentRequest[]) =>
  sent.map(({ path, body }) => (body === undefined ? path : `${path} ${JSON.stringify(body)}`));

const priyasComment = () =>
  demoNotifications().find((n) => n.type === 'comment' && n.actorId === SEED.neighbourId)!;

describe('marking notifications read', { timeout: 60_000 }, () => {
  it('marks one read on the server; the header and shell badges follow', async () => {
    await loginAs(SEED.demoUserId);
    const calls = recordRequests({ method: 'POST' });
    const { user } = renderApp('/notifications');
    const item = await findItem('Priya Sharma commented on your post');
    const target = priyasComment();
    expect(target.read).toBe(false);

    await user.click(within(item).getByRole('button', { name: /^Mark as read/ }));

    expect(await screen.findByText(`${SEED.unreadNotifications - 1} unread`)).toBeVisible();
    expect(within(item).queryByText('New')).toBeNull();
    expect(within(item).queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    // The keyboard stays on the item whose button went away.
    expect(within(item).getByRole('link')).toHaveFocus();
    await vi.waitFor(
      () => expect(shellLinks(SEED.unreadNotifications - 1).length).toBeGreaterThan(0),
      SLOW,
    );
    expect(shellLinks(SEED.unreadNotifications)).toHaveLength(0);
    expect(asText(calls)).toEqual([`/api/notifications/${target.id}/read`]);
    expect(db.notification.findFirst({ where: { id: { equals: target.id } } })!.read).toBe(true);
    expect(demoNotifications().filter((n) => !n.read)).toHaveLength(SEED.unreadNotifications - 1);
  });

  it('marks one read when the resident opens it; the badges follow on the page it leads to', async () => {
    await loginAs(SEED.demoUserId);
    const calls = recordRequests({ method: 'POST' });
    const { user, router } = renderApp('/notifications');
    const item = await findItem('Priya Sharma commented on your post');
    const target = priyasComment();

    await user.click(within(item).getByRole('link'));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${target.postId}`));
    await vi.waitFor(
      () => expect(shellLinks(SEED.unreadNotifications - 1).length).toBeGreaterThan(0),
      SLOW,
    );
    await vi.waitFor(() => expect(asText(calls)).toEqual([`/api/notifications/${target.id}/read`]));
    expect(db.notification.findFirst({ where: { id: { equals: target.id } } })!.read).toBe(true);
    expect(demoNotifications().filter((n) => !n.read)).toHaveLength(SEED.unreadNotifications - 1);
  });

  it('opening a read one asks the server nothing', async () => {
    await loginAs(SEED.demoUserId);
    const target = priyasComment();
    db.notification.update({ where: { id: { equals: target.id } }, data: { read: true } });
    const calls = recordRequests({ method: 'POST' });
    const { user, router } = renderApp('/notifications');
    const item = await findItem('Priya Sharma commented on your post');
    expect(within(item).queryByText('New')).toBeNull();

    await user.click(within(item).getByRole('link'));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${target.postId}`));
    expect(calls).toEqual([]);
  });

  it("marks all read: 'All caught up!' and the button goes", async () => {
    await loginAs(SEED.demoUserId);
    const calls = recordRequests({ method: 'POST' });
    const { user } = renderApp('/notifications');
    await findItem('Priya Sharma commented on your post');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All caught up!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    expect(screen.getByRole('tab', { name: /^Unread/ })).toHaveTextContent('Unread0');
    await vi.waitFor(() => expect(shellLinks(0).length).toBeGreaterThan(0), SLOW);
    expect(asText(calls)).toEqual([
      `/api/notifications/read-all ${JSON.stringify({ userId: SEED.demoUserId })}`,
    ]);
    expect(demoNotifications().every((n) => n.read)).toBe(true);
  });

  it('rolls back and says so when the server refuses', async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.post('/api/notifications/:id/read', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/notifications');
    const item = await findItem('Priya Sharma commented on your post');

    await user.click(within(item).getByRole('button', { name: /^Mark as read/ }));

    expect(await screen.findByText('Failed to mark the notification as read')).toBeVisible();
    expect(await within(item).findByText('New')).toBeVisible();
    expect(screen.getByText(`${SEED.unreadNotifications} unread`)).toBeVisible();
    expect(priyasComment().read).toBe(false);
  });

  it('shows the notification another resident creates by liking a post', async () => {
    const likers = new Set(
      db.like.findMany({ where: { postId: { equals: SEED.demoPostId } } }).map((l) => l.userId),
    );
    const actor = db.user
      .getAll()
      .find((u) => u.id !== SEED.demoUserId && u.id !== SEED.blockedUserId && !likers.has(u.id))!;
    await loginAs(actor.id);
    await likePost({ userId: actor.id, postId: SEED.demoPostId });
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    const item = await findItem(`${actor.fullName} liked your post`);
    expect(within(item).getByText('New')).toBeVisible();
    expect(within(item).getByText('a few seconds ago')).toBeVisible();
    expect(screen.getByText(`${SEED.unreadNotifications + 1} unread`)).toBeVisible();
  });
});
