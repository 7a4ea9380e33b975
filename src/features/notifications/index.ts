// The notifications feature as the rest of the app sees it: use it through this file only.

export type { NotificationCounts, NotificationFilter } from './notification-filters';
export { NotificationsView } from './notifications-view';
export { useUnreadCount } from './use-unread-count';

// Loaded on demand, each in a chunk of its own.
export const loadNotificationsScreen = () => import('./notifications-screen');
