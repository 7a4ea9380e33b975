import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { QueryConfig } from './query-options';
import type { Society } from './types';

export const societyKeys = { all: ['/api/societies'] as const };

/** GET /api/societies, documented (docs/product.md#documented-calls). */
export const listSocieties = () => apiRequest<Society[]>('GET', '/api/societies');

export const societiesQueryOptions = () =>
  queryOptions({ queryKey: societyKeys.all, queryFn: () => listSocieties() });

/** The societies as a query, one cache entry for every screen that lists them. */
export const useSocieties = (config?: QueryConfig<typeof societiesQueryOptions>) =>
  useQuery({ ...societiesQueryOptions(), ...config });
