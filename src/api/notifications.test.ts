import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import {
  getUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications';
import { itSendsExactly } from './openapi/wire';

describe('notification requests', () => {
  itSendsExactly([
    {
      name: 'listNotifications',
      call: () => listNotifications(4),
      method: 'GET',
      url: '/api/notifications?userId=4',
    },
    {
      name: 'getUnreadCount',
      call: () => getUnreadCount(4),
      method: 'GET',
      url: '/api/notifications/unread-count?userId=4',
    },
    {
      name: 'markNotificationRead',
      call: () => markNotificationRead(21),
      method: 'POST',
      url: '/api/notifications/21/read',
    },
    {
      name: 'markAllNotificationsRead',
      call: () => markAllNotificationsRead(4),
      method: 'POST',
      url: '/api/notifications/read-all',
      body: { userId: 4 },
    },
  ]);

  it('counts, lists and marks read against the mock backend', async () => {
    await loginAs(SEED.demoUserId);
    expect(await getUnreadCount(SEED.demoUserId)).toEqual({ count: SEED.unreadNotifications });
    const list = await listNotifications(SEED.demoUserId);
    const unread = list.filter((notification) => !notification.read);
    expect(unread).toHaveLength(SEED.unreadNotifications);

    expect(await markNotificationRead(unread[0].id)).toMatchObject({
      id: unread[0].id,
      read: true,
    });
    const left = SEED.unreadNotifications - 1;
    expect(await getUnreadCount(SEED.demoUserId)).toEqual({ count: left });
    expect(await markAllNotificationsRead(SEED.demoUserId)).toEqual({ updated: left });
    expect(await getUnreadCount(SEED.demoUserId)).toEqual({ count: 0 });
  });
});
