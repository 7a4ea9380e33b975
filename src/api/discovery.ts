// Trending hashtags and search: the read-only discovery calls of Explore and the top bar.
import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { Period } from './types';

export const hashtagKeys = {
  trending: (period: Period, limit?: number) =>
    ['/api/hashtags/trending', { period, limit }] as const,
};
export const searchKeys = { results: (q: string) => ['/api/search', { q }] as const };

/** Proposed: GET /api/hashtags/trending?period=…, the tags of the period's posts, most used first. */
export const listTrendingHashtags = (period: Period, limit?: number) =>
  dataOf(api.GET('/api/hashtags/trending', { params: { query: { period, limit } } }));

export const trendingHashtagsQueryOptions = (period: Period, limit?: number) =>
  queryOptions({
    queryKey: hashtagKeys.trending(period, limit),
    queryFn: () => listTrendingHashtags(period, limit),
  });

/** Proposed: GET /api/search?q=…, residents, societies, hashtags and groups. */
export const search = (q: string, signal?: AbortSignal) =>
  dataOf(api.GET('/api/search', { params: { query: { q } }, signal }));

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: searchKeys.results(q), queryFn: ({ signal }) => search(q, signal) });
