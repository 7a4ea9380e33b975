import type { Period } from '../src/api/types';
import { PERIODS } from '../src/api/types';
import { oneOf } from './http';

export { inPeriod, PERIOD_MS } from '../src/api/periods';

export const parsePeriod = (value: string | null): Period | undefined =>
  oneOf('period', value, PERIODS);
