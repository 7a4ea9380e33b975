import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordPeriod } from '../lib/societies';
import { api, dataOf } from './client';
import type { components } from './openapi.generated';
import type { QueryConfig } from './query-options';
import type { Id } from './types';

type Schemas = components['schemas'];
export type SocietyProfile = Schemas['SocietyProfile'];
export type RecordFigures = Schemas['RecordFigures'];
export type SocietyRecord = Schemas['SocietyRecord'];
export type SocietyRecords = Schemas['SocietyRecords'];

export const societyKeys = {
  all: ['/api/societies'] as const,
  // Every society record read starts with this key: a concern's step marks them all stale.
  records: ['/api/societies', 'records'] as const,
  society: (id: Id) => ['/api/societies', id] as const,
  record: (id: Id, period: RecordPeriod) => ['/api/societies', 'records', id, period] as const,
  ranking: (period: RecordPeriod) => ['/api/societies', 'records', 'all', period] as const,
};

/** GET /api/societies, documented (docs/product.md#documented-calls). */
export const listSocieties = () => dataOf(api.GET('/api/societies'));

export const societiesQueryOptions = () =>
  queryOptions({ queryKey: societyKeys.all, queryFn: () => listSocieties() });

/** The societies as a query, one cache entry for every screen that lists them. */
export const useSocieties = (config?: QueryConfig<typeof societiesQueryOptions>) =>
  useQuery({ ...societiesQueryOptions(), ...config });

/** Proposed: GET /api/societies/{id}, a society with its residents and groups counted. */
export const getSociety = (id: Id) =>
  dataOf(api.GET('/api/societies/{id}', { params: { path: { id } } }));

export const societyQueryOptions = (id: Id) =>
  queryOptions({ queryKey: societyKeys.society(id), queryFn: () => getSociety(id) });

/** Proposed: GET /api/societies/{id}/record, its response record over 30 or 90 days. */
export const getSocietyRecord = (id: Id, period: RecordPeriod) =>
  dataOf(api.GET('/api/societies/{id}/record', { params: { path: { id }, query: { period } } }));

export const societyRecordQueryOptions = (id: Id, period: RecordPeriod) =>
  queryOptions({
    queryKey: societyKeys.record(id, period),
    queryFn: () => getSocietyRecord(id, period),
  });

/** Proposed: GET /api/societies/records, every society ranked and the builder-wide totals. */
export const listSocietyRecords = (period: RecordPeriod) =>
  dataOf(api.GET('/api/societies/records', { params: { query: { period } } }));

export const societyRecordsQueryOptions = (period: RecordPeriod) =>
  queryOptions({
    queryKey: societyKeys.ranking(period),
    queryFn: () => listSocietyRecords(period),
  });
