import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Id, Notification } from './types';

export const notificationKeys = {
  all: ['/api/notifications'] as const,
  list: (userId: Id) => ['/api/notifications', { userId }] as const,
  unreadCount: (userId: Id) => ['/api/notifications', 'unread-count', { userId }] as const,
};

/** Proposed: GET /api/notifications?userId=…, newest first. */
export const listNotifications = (userId: Id) =>
  apiRequest<Notification[]>('GET', '/api/notifications', { query: { userId } });

export const notificationsQueryOptions = (userId: Id) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: () => listNotifications(userId),
  });

/** Proposed: GET /api/notifications/unread-count?userId=… for the badges. */
export const getUnreadCount = (userId: Id) =>
  apiRequest<{ count: number }>('GET', '/api/notifications/unread-count', { query: { userId } });

export const unreadCountQueryOptions = (userId: Id) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: () => getUnreadCount(userId),
  });

/** Proposed: POST /api/notifications/{id}/read. */
export const markNotificationRead = (id: Id) =>
  apiRequest<Notification>('POST', `/api/notifications/${id}/read`);

/** Proposed: POST /api/notifications/read-all. */
export const markAllNotificationsRead = (userId: Id) =>
  apiRequest<{ updated: number }>('POST', '/api/notifications/read-all', { body: { userId } });
