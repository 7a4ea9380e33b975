import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// Relative time with the standard thresholds, '5 minutes ago'
// (docs/product.md#relative-time-and-dates).
dayjs.extend(relativeTime);

export function timeAgo(iso: string, now?: number): string {
  const time = dayjs(iso);
  if (!time.isValid()) return '';
  return now === undefined ? time.fromNow() : time.from(dayjs(now));
}

/** "21 Nov 2026, 9:30 am" for a tooltip and the <time> title. */
export function fullDate(iso: string): string {
  const time = dayjs(iso);
  return time.isValid() ? time.format('D MMM YYYY, h:mm a') : '';
}

export { dayjs };
