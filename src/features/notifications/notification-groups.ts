// Notifications are grouped under day headings (docs/product.md#notifications): Today, Yesterday,
// This Week (the rest of the last 7 days) or the date ('12 Nov 2026') for older ones. Before that,
// the "affected" notifications of one concern become one item.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Notification } from '../../api/types';
import { dayjs } from '../../lib/dayjs';
import { groupKeyOf } from '../../lib/notification-grouping';

/**
 * One item of the list: its newest notification, read only when all its members are. Most items
 * are a single notification; a concern's "affected" ones are one item.
 */
export type NotificationEntry = Notification & {
  /** Every notification of the item, newest first. */
  members: Notification[];
};

const newestFirst = (a: Notification, b: Notification) =>
  dayjs(b.createdAt).valueOf() - dayjs(a.createdAt).valueOf() || b.id - a.id;

/** The notifications as items, newest first (docs/product.md#notifications). */
export function toEntries(notifications: readonly Notification[]): NotificationEntry[] {
  const byKey = new Map<string, Notification[]>();
  for (const notification of [...notifications].sort(newestFirst)) {
    const key = groupKeyOf({ ...notification, postId: notification.post?.id ?? null });
    const members = byKey.get(key);
    if (members) members.push(notification);
    else byKey.set(key, [notification]);
  }
  return [...byKey.values()].map((members) => ({
    ...members[0],
    read: members.every((member) => member.read),
    members,
  }));
}

export interface NotificationGroup<T extends Notification = NotificationEntry> {
  label: string;
  items: T[];
}

/**
 * The heading a notification created at `iso` goes under, seen at `now`, in the current language
 * (the date too: dayjs follows it).
 */
export function dayLabel(iso: string, now: number = Date.now()): string {
  const day = dayjs(iso).startOf('day');
  const today = dayjs(now).startOf('day');
  const daysAgo = today.diff(day, 'day');
  if (daysAgo <= 0) return i18n._(msg`Today`);
  if (daysAgo === 1) return i18n._(msg`Yesterday`);
  if (daysAgo < 7) return i18n._(msg`This Week`);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a dayjs format: the month follows the language
  return day.format('D MMM YYYY');
}

/** Newest first, one group per heading, in the order the headings first appear. */
export function groupByDay<T extends Notification>(
  notifications: T[],
  now: number = Date.now(),
): Array<NotificationGroup<T>> {
  const sorted = [...notifications].sort(newestFirst);
  const groups: Array<NotificationGroup<T>> = [];
  for (const notification of sorted) {
    const label = dayLabel(notification.createdAt, now);
    const last = groups[groups.length - 1];
    if (last?.label === label) last.items.push(notification);
    else groups.push({ label, items: [notification] });
  }
  return groups;
}
