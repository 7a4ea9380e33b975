// The filter tabs of the notifications screen (docs/product.md#notifications). The canonical screen
// shows all six with live counts; the older variant shows All, Unread and Mentions with fixed
// counts.
import type { Notification } from '../../api/types';

export const NOTIFICATION_FILTERS = [
  'all',
  'unread',
  'mentions',
  'follows',
  'likes',
  'comments',
] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

interface FilterDefinition {
  label: string;
  matches: (notification: Notification) => boolean;
  /** The empty state of the tab when other tabs have notifications. */
  emptyTitle: string;
}

export const FILTERS: Record<NotificationFilter, FilterDefinition> = {
  all: { label: 'All', matches: () => true, emptyTitle: 'No notifications yet' },
  unread: {
    label: 'Unread',
    matches: (notification) => !notification.read,
    emptyTitle: 'No unread notifications',
  },
  mentions: {
    label: 'Mentions',
    matches: (notification) => notification.type === 'mention',
    emptyTitle: 'No mentions yet',
  },
  follows: {
    label: 'Follows',
    matches: (notification) => notification.type === 'follow',
    emptyTitle: 'No new followers yet',
  },
  likes: {
    label: 'Likes',
    matches: (notification) => notification.type === 'like',
    emptyTitle: 'No likes yet',
  },
  comments: {
    label: 'Comments',
    matches: (notification) => notification.type === 'comment',
    emptyTitle: 'No comments yet',
  },
};

/** The canonical tab set (docs/product.md#older-variants). */
export const CANONICAL_TABS: readonly NotificationFilter[] = NOTIFICATION_FILTERS;

export type NotificationCounts = Partial<Record<NotificationFilter, number>>;

/** How many notifications each tab holds right now. */
export function liveCounts(
  notifications: Notification[],
  tabs: readonly NotificationFilter[],
): NotificationCounts {
  return Object.fromEntries(
    tabs.map((tab) => [tab, notifications.filter(FILTERS[tab].matches).length]),
  );
}
