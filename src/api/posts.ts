import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { paths } from './openapi.generated';
import type { FeedFilter, Id, Period, RequestBody } from './types';
import { narrowPosts, type PostNarrowing } from './post-narrowing';
import { offsetPagesQueryOptions, type QueryConfig } from './query-options';
import { withViewerState, withViewerStates } from './viewer-state';

export interface PostListParams extends PostNarrowing {
  /** Documented: the feed filter and the viewer it is computed for. */
  filter?: FeedFilter;
  userId?: Id;
}

export type CreatePostBody = RequestBody<'CreatePostBody'>;

type PostListQuery = NonNullable<paths['/api/posts']['get']['parameters']['query']>;

export const postKeys = {
  all: ['/api/posts'] as const,
  list: (params: PostListParams = {}) => ['/api/posts', params] as const,
  detail: (id: Id) => ['/api/posts', id] as const,
  comments: (id: Id) => ['/api/posts', id, 'comments'] as const,
  timeline: (id: Id) => ['/api/posts', id, 'timeline'] as const,
  stats: (period?: Period) => ['/api/posts', 'stats', { period }] as const,
};

/**
 * GET /api/posts, or with `?filter=…&userId=…` (documented); paging and narrowing are proposed, and
 * done on the client when the server ignores them (post-narrowing.ts).
 */
export async function listPosts(
  { filter, userId, ...rest }: PostListParams = {},
  signal?: AbortSignal,
) {
  // The documented query is `?filter=…&userId=…`: that order, whatever the caller's.
  const read = (query: PostListQuery) =>
    dataOf(api.GET('/api/posts', { params: { query }, signal }));
  const posts = await read({ filter, userId, ...rest });
  return withViewerStates(
    await narrowPosts(posts, { filter, ...rest }, () => read({ filter, userId })),
  );
}

export const postListQueryOptions = (params: PostListParams = {}) =>
  queryOptions({
    queryKey: postKeys.list(params),
    queryFn: ({ signal }) => listPosts(params, signal),
  });

/** A list of posts as a query; `config` adds a call site's own options (select, enabled...). */
export const usePostList = (
  params: PostListParams = {},
  config?: QueryConfig<typeof postListQueryOptions>,
) => useQuery({ ...postListQueryOptions(params), ...config });

/** A list of posts `limit` at a time, the next page on Load More. */
export const postPagesQueryOptions = (params: PostListParams, limit: number) =>
  offsetPagesQueryOptions(postKeys.list({ ...params, limit }), limit, (page, signal) =>
    listPosts({ ...params, ...page }, signal),
  );

/** POST /api/posts, documented (docs/product.md#documented-calls). */
export const createPost = (body: CreatePostBody) => dataOf(api.POST('/api/posts', { body }));

/** Proposed: GET /api/posts/{id}. */
export const getPost = (id: Id) =>
  dataOf(api.GET('/api/posts/{id}', { params: { path: { id } } })).then(withViewerState);

export const postQueryOptions = (id: Id) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: () => getPost(id) });

/** Proposed: GET /api/posts/stats, engagement totals of a period. */
export const getPostStats = (period?: Period) =>
  dataOf(api.GET('/api/posts/stats', { params: { query: { period } } }));

export const postStatsQueryOptions = (period?: Period) =>
  queryOptions({ queryKey: postKeys.stats(period), queryFn: () => getPostStats(period) });

/** The engagement totals of a period, or of all time without one. */
export const usePostStats = (period?: Period, config?: QueryConfig<typeof postStatsQueryOptions>) =>
  useQuery({ ...postStatsQueryOptions(period), ...config });
