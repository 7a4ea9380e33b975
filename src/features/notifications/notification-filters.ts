// The filter tabs of the notifications screen (docs/product.md#notifications). The canonical screen
// shows all six with live counts; the older variant shows All, Unread and Mentions with fixed
// counts.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  /** In the language active when it is read (docs/i18n.md). */
  label: string;
  matches: (notification: Notification) => boolean;
  /** The empty state of the tab when other tabs have notifications; read like `label`. */
  emptyTitle: string;
}

/** A filter whose texts are translated each time they are read, never once at module load. */
function filter(
  label: MessageDescriptor,
  emptyTitle: MessageDescriptor,
  matches: FilterDefinition['matches'],
): FilterDefinition {
  return {
    get label() {
      return i18n._(label);
    },
    get emptyTitle() {
      return i18n._(emptyTitle);
    },
    matches,
  };
}

export const FILTERS: Record<NotificationFilter, FilterDefinition> = {
  all: filter(msg`All`, msg`No notifications yet`, () => true),
  unread: filter(msg`Unread`, msg`No unread notifications`, (notification) => !notification.read),
  mentions: filter(
    msg`Mentions`,
    msg`No mentions yet`,
    (notification) => notification.type === 'mention',
  ),
  follows: filter(
    msg`Follows`,
    msg`No new followers yet`,
    (notification) => notification.type === 'follow',
  ),
  likes: filter(msg`Likes`, msg`No likes yet`, (notification) => notification.type === 'like'),
  comments: filter(
    msg`Comments`,
    msg`No comments yet`,
    (notification) => notification.type === 'comment',
  ),
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
