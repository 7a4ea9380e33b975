import { countItems } from '../../src/lib/notification-grouping';
import { db } from '../db';
import { badRequest, forbidden, notFound, route } from '../http';
import { Lookup, newestFirst, toNotification } from '../serialize';

function requireUserIdQuery(userId: number | undefined): number {
  if (userId === undefined) throw badRequest('userId is required');
  return userId;
}

const notificationsOf = (userId: number) =>
  db.notification.getAll().filter((notification) => notification.recipientId === userId);

export const notificationHandlers = {
  listNotifications: route(
    'listNotifications',
    'get',
    '/api/notifications',
    ({ intQuery, requireSelf }) => {
      const viewer = requireSelf(requireUserIdQuery(intQuery('userId')));
      const lookup = new Lookup(viewer);
      return notificationsOf(viewer.id)
        .sort(newestFirst)
        .map((notification) => toNotification(notification, lookup));
    },
  ),

  getUnreadCount: route(
    'getUnreadCount',
    'get',
    '/api/notifications/unread-count',
    ({ intQuery, requireSelf }) => {
      const viewer = requireSelf(requireUserIdQuery(intQuery('userId')));
      // The items the screen shows: a concern's unread "affected" notifications count once.
      return {
        count: countItems(notificationsOf(viewer.id).filter((notification) => !notification.read)),
      };
    },
  ),

  markAllNotificationsRead: route(
    'markAllNotificationsRead',
    'post',
    '/api/notifications/read-all',
    async ({ body, requireSelf }) => {
      const { userId } = await body('UserIdBody');
      requireSelf(userId);
      const unread = notificationsOf(userId).filter((notification) => !notification.read);
      for (const notification of unread) {
        db.notification.update({
          where: { id: { equals: notification.id } },
          data: { read: true },
        });
      }
      return { updated: unread.length };
    },
  ),

  markNotificationRead: route(
    'markNotificationRead',
    'post',
    '/api/notifications/{id}/read',
    ({ idParam, requireViewer }) => {
      const viewer = requireViewer();
      const id = idParam('id', 'Notification not found');
      const notification = db.notification.findFirst({ where: { id: { equals: id } } });
      if (!notification) throw notFound('Notification not found');
      if (notification.recipientId !== viewer.id) throw forbidden('This notification is not yours');
      const updated = db.notification.update({
        where: { id: { equals: id } },
        data: { read: true },
      });
      return toNotification(updated!, new Lookup(viewer));
    },
  ),
};
