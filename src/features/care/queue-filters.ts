// The care queue's filters as the address holds them (docs/product.md#addresses-that-carry-state):
// `?status=open&category=lift&overdue=1&sort=oldest&society=2`. Read from the URL, anything the
// contract does not have is dropped, so a bad or old link shows the queue instead of an error.
import { careQueueQueryOptions, type CareQueueFilterParams } from '../../api/concerns';
import type { CareTeamRole } from '../../api/types';
import {
  CONCERN_CATEGORIES,
  CONCERN_STATUSES,
  type ConcernCategory,
  type ConcernStatus,
} from '../../lib/concerns';
import { SAMPLE_SOCIETIES } from '../../lib/societies';

export type QueueSort = 'affected' | 'oldest';

export interface QueueFilters {
  status: ConcernStatus | null;
  category: ConcernCategory | null;
  overdue: boolean;
  sort: QueueSort;
  /** Only the care head chooses a society; a manager serves one. */
  societyId: number | null;
}

export const NO_FILTERS: QueueFilters = {
  status: null,
  category: null,
  overdue: false,
  sort: 'affected',
  societyId: null,
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/** The sample societies' ids (1 to 10): a society filter names one of them or none. */
export const isSocietyId = (id: number) =>
  Number.isInteger(id) && id >= 1 && id <= SAMPLE_SOCIETIES.length;

function societyOf(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return isSocietyId(id) ? id : null;
}

export { CARE_QUEUE_PATH } from '../../lib/start-page';

/** The filters an address asks for; `choosesSociety` is false for a manager (one society). */
export function readFilters(params: URLSearchParams, choosesSociety: boolean): QueueFilters {
  return {
    status: oneOf(params.get('status'), CONCERN_STATUSES),
    category: oneOf(params.get('category'), CONCERN_CATEGORIES),
    overdue: params.get('overdue') === '1' || params.get('overdue') === 'true',
    sort: oneOf(params.get('sort'), ['affected', 'oldest'] as const) ?? 'affected',
    societyId: choosesSociety ? societyOf(params.get('society')) : null,
  };
}

/** The address for `filters`: defaults are left out, so the plain queue is plain `/care`. */
export function filtersToSearch(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.societyId !== null) params.set('society', String(filters.societyId));
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.overdue) params.set('overdue', '1');
  if (filters.sort !== 'affected') params.set('sort', filters.sort);
  return params;
}

/** The request for `filters`: only what narrows or orders the list is sent. */
export function filtersToQuery(filters: QueueFilters): CareQueueFilterParams {
  const query: CareQueueFilterParams = {};
  if (filters.societyId !== null) query.societyId = filters.societyId;
  if (filters.status) query.status = filters.status;
  if (filters.category) query.category = filters.category;
  if (filters.overdue) query.overdue = true;
  if (filters.sort !== 'affected') query.sort = filters.sort;
  return query;
}

/** The filters an address asks of `role`: only the care head, serving every society, picks one. */
export const filtersFor = (params: URLSearchParams, role: CareTeamRole | null) =>
  readFilters(params, role?.societyId === null);

/** The queue's query for `filters`: the screen and its prefetch share it, so one cache entry. */
export const queueQueryOptions = (filters: QueueFilters) =>
  careQueueQueryOptions(filtersToQuery(filters));

/** How many filters narrow the list (the sort only orders it). */
export const activeFilterCount = (filters: QueueFilters) =>
  [
    filters.status !== null,
    filters.category !== null,
    filters.overdue,
    filters.societyId !== null,
  ].filter(Boolean).length;

/** Whether anything narrows the list. */
export const isFiltered = (filters: QueueFilters) => activeFilterCount(filters) > 0;
