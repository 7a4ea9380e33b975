// Notifications are grouped under day headings (docs/product.md#notifications): Today, Yesterday,
// This Week (the rest of the last 7 days) or the date ('12 Nov 2026') for older ones.
import type { Notification } from '../../api/types';
import { dayjs } from '../../lib/dayjs';

export interface NotificationGroup {
  label: string;
  items: Notification[];
}

/** The heading a notification created at `iso` goes under, seen at `now`. */
export function dayLabel(iso: string, now: number = Date.now()): string {
  const day = dayjs(iso).startOf('day');
  const today = dayjs(now).startOf('day');
  const daysAgo = today.diff(day, 'day');
  if (daysAgo <= 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo < 7) return 'This Week';
  return day.format('D MMM YYYY');
}

/** Newest first, one group per heading, in the order the headings first appear. */
export function groupByDay(
  notifications: Notification[],
  now: number = Date.now(),
): NotificationGroup[] {
  const sorted = [...notifications].sort(
    (a, b) => dayjs(b.createdAt).valueOf() - dayjs(a.createdAt).valueOf(),
  );
  const groups: NotificationGroup[] = [];
  for (const notification of sorted) {
    const label = dayLabel(notification.createdAt, now);
    const last = groups[groups.length - 1];
    if (last?.label === label) last.items.push(notification);
    else groups.push({ label, items: [notification] });
  }
  return groups;
}
