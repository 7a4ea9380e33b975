import type { Period } from '../src/api/types';
import { PERIODS } from '../src/api/types';
import { badRequest } from './http';

const HOUR = 60 * 60 * 1000;
export const PERIOD_MS: Record<Period, number> = {
  '24h': 24 * HOUR,
  week: 7 * 24 * HOUR,
  month: 30 * 24 * HOUR,
};

export function parsePeriod(value: string | null): Period | undefined {
  if (value === null || value === '') return undefined;
  if (!(PERIODS as readonly string[]).includes(value)) {
    throw badRequest(`period must be one of ${PERIODS.join(', ')}`);
  }
  return value as Period;
}

/** Whether an ISO time falls in the period ending now, or in the one before it (`offset` 1). */
export function inPeriod(createdAt: string, period: Period, now = Date.now(), offset = 0): boolean {
  const time = Date.parse(createdAt);
  const end = now - offset * PERIOD_MS[period];
  return time <= end && time > end - PERIOD_MS[period];
}
