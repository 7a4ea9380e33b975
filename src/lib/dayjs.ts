import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

// Relative time with the standard thresholds, '5 minutes ago'
// (docs/product.md#relative-time-and-dates).
dayjs.extend(relativeTime);

export function timeAgo(iso: string, now?: number): string {
  const time = dayjs(iso);
  if (!time.isValid()) return '';
  return now === undefined ? time.fromNow() : time.from(dayjs(now));
}

/** Each language's time of day where it is not English's "9:30 am". */
const TIME_OF_DAY: Record<string, string> = { hi: 'A h:mm' };

/**
 * A time of day as the language says it: "9:30 am"; Hindi names the part of the day first,
 * "सुबह 9:30" (its words come with the Hindi chunk, src/lib/i18n/hindi.ts).
 */
export function timeOfDay(time: Dayjs): string {
  return time.format(TIME_OF_DAY[dayjs.locale()] ?? 'h:mm a');
}

/** "21 Nov 2026, 9:30 am" for a tooltip and the <time> title. */
export function fullDate(iso: string): string {
  const time = dayjs(iso);
  return time.isValid() ? `${time.format('D MMM YYYY')}, ${timeOfDay(time)}` : '';
}

export { dayjs };
