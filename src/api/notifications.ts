import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { Id } from './types';

export const notificationKeys = {
  all: ['/api/notifications'] as const,
  list: (userId: Id) => ['/api/notifications', { userId }] as const,
  unreadCount: (userId: Id) => ['/api/notifications', 'unread-count', { userId }] as const,
};

/** Proposed: GET /api/notifications?userId=…, newest first. */
export const listNotifications = (userId: Id) =>
  dataOf(api.GET('/api/notifications', { params: { query: { userId } } }));

export const notificationsQueryOptions = (userId: Id) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: () => listNotifications(userId),
  });

/** Proposed: GET /api/notifications/unread-count?userId=… for the badges. */
export const getUnreadCount = (userId: Id) =>
  dataOf(api.GET('/api/notifications/unread-count', { params: { query: { userId } } }));

export const unreadCountQueryOptions = (userId: Id) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: () => getUnreadCount(userId),
  });

/** Proposed: POST /api/notifications/{id}/read. */
export const markNotificationRead = (id: Id) =>
  dataOf(api.POST('/api/notifications/{id}/read', { params: { path: { id } } }));

/** Proposed: POST /api/notifications/read-all. */
export const markAllNotificationsRead = (userId: Id) =>
  dataOf(api.POST('/api/notifications/read-all', { body: { userId } }));
