import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { QueryConfig } from './query-options';

export const societyKeys = { all: ['/api/societies'] as const };

/** GET /api/societies, documented (docs/product.md#documented-calls). */
export const listSocieties = () => dataOf(api.GET('/api/societies'));

export const societiesQueryOptions = () =>
  queryOptions({ queryKey: societyKeys.all, queryFn: () => listSocieties() });

/** The societies as a query, one cache entry for every screen that lists them. */
export const useSocieties = (config?: QueryConfig<typeof societiesQueryOptions>) =>
  useQuery({ ...societiesQueryOptions(), ...config });
