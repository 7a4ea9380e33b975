import { describe, expect, it } from 'vitest';
import {
  getUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../src/api/notifications';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { expectRejected, failure, send } from './test-utils';

const me = SEED.demoUserId;
const FOREIGN = 'You can only do this for your own account';
const notificationsOf = (userId: number) =>
  db.notification.getAll().filter((notification) => notification.recipientId === userId);
const unreadOf = (userId: number) => notificationsOf(userId).filter((n) => !n.read);

describe('listNotifications and getUnreadCount', () => {
  it("lists the viewer's own notifications, newest first", async () => {
    await loginAs(me);
    const notifications = await listNotifications(me);
    expect(notifications.map((n) => n.id).sort((a, b) => a - b)).toEqual(
      notificationsOf(me)
        .map((n) => n.id)
        .sort((a, b) => a - b),
    );
    notifications.slice(1).forEach((notification, index) => {
      expect(notification.createdAt <= notifications[index].createdAt).toBe(true);
    });
    expect(notifications.filter((n) => !n.read)).toHaveLength(SEED.unreadNotifications);
  });

  it('counts the unread ones', async () => {
    await loginAs(me);
    expect(await getUnreadCount(me)).toEqual({ count: SEED.unreadNotifications });
    expect(unreadOf(me)).toHaveLength(SEED.unreadNotifications);
  });

  it.each([
    ['the list', '/api/notifications'],
    ['the unread count', '/api/notifications/unread-count'],
  ])('keeps %s private: 400 without userId, 401, 403', async (_name, path) => {
    expect(await failure(send('GET', `${path}?userId=${me}`))).toEqual({
      status: 401,
      message: 'Please log in to continue',
    });
    await loginAs(me);
    expect(await failure(send('GET', path))).toEqual({
      status: 400,
      message: 'userId is required',
    });
    expect(await failure(send('GET', `${path}?userId=${SEED.neighbourId}`))).toEqual({
      status: 403,
      message: FOREIGN,
    });
  });
});

describe('markNotificationRead', () => {
  it('marks one notification read; the unread count drops by one', async () => {
    await loginAs(me);
    const [unread] = unreadOf(me);
    const notification = await markNotificationRead(unread.id);
    expect(notification).toMatchObject({ id: unread.id, read: true });
    expect(db.notification.findFirst({ where: { id: { equals: unread.id } } })?.read).toBe(true);
    expect(await getUnreadCount(me)).toEqual({ count: SEED.unreadNotifications - 1 });
  });

  it('refuses 401 signed out, 403 for a notification of someone else, 404 for an unknown one', async () => {
    const [mine] = unreadOf(me);
    await expectRejected(() => markNotificationRead(mine.id), 401, 'Please log in to continue');
    await loginAs(SEED.neighbourId);
    await expectRejected(
      () => markNotificationRead(mine.id),
      403,
      'This notification is not yours',
    );
    await expectRejected(() => markNotificationRead(999_999), 404, 'Notification not found');
  });
});

describe('markAllNotificationsRead', () => {
  it("marks all the viewer's unread notifications read, and no one else's", async () => {
    await loginAs(me);
    const othersUnread = db.notification
      .getAll()
      .filter((n) => n.recipientId !== me && !n.read)
      .map((n) => n.id);
    expect(await markAllNotificationsRead(me)).toEqual({ updated: SEED.unreadNotifications });
    expect(unreadOf(me)).toHaveLength(0);
    expect(await getUnreadCount(me)).toEqual({ count: 0 });
    expect(
      db.notification
        .getAll()
        .filter((n) => n.recipientId !== me && !n.read)
        .map((n) => n.id),
    ).toEqual(othersUnread);
    expect(await markAllNotificationsRead(me)).toEqual({ updated: 0 });
  });

  it('refuses 400, 401 and 403 with the db unchanged', async () => {
    await expectRejected(() => markAllNotificationsRead(me), 401, 'Please log in to continue');
    await loginAs(me);
    await expectRejected(() => markAllNotificationsRead(SEED.neighbourId), 403, FOREIGN);
    await expectRejected(
      () => send('POST', '/api/notifications/read-all', { userId: 'me' }),
      400,
      /^userId must be a `number` type/,
    );
  });
});
