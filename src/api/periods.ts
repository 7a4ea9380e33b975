import type { Period } from './types';

const HOUR = 60 * 60 * 1000;

/** How far back each period of Explore and Trending reaches. */
export const PERIOD_MS: Record<Period, number> = {
  '24h': 24 * HOUR,
  week: 7 * 24 * HOUR,
  month: 30 * 24 * HOUR,
};

/** Whether an ISO time falls in the period ending now, or in the one before it (`offset` 1). */
export function inPeriod(createdAt: string, period: Period, now = Date.now(), offset = 0): boolean {
  const time = Date.parse(createdAt);
  const end = now - offset * PERIOD_MS[period];
  return time <= end && time > end - PERIOD_MS[period];
}
