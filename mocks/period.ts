import type { Period } from '../src/api/types';
import { PERIODS } from '../src/api/types';
import { badRequest } from './http';

export { inPeriod, PERIOD_MS } from '../src/api/periods';

export function parsePeriod(value: string | null): Period | undefined {
  if (value === null || value === '') return undefined;
  if (!(PERIODS as readonly string[]).includes(value)) {
    throw badRequest(`period must be one of ${PERIODS.join(', ')}`);
  }
  return value as Period;
}
