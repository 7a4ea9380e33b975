import { apiRequest, type Query } from './client';
import type { FeedFilter, Id, Period, Post, PostStats } from './types';
import { narrowPosts, type PostNarrowing } from './post-narrowing';
import { withViewerState, withViewerStates } from './viewer-state';

export interface PostListParams extends Query, PostNarrowing {
  /** Documented: the feed filter and the viewer it is computed for. */
  filter?: FeedFilter;
  userId?: Id;
}

export interface CreatePostBody {
  content: string;
  authorId: Id;
  hashtags?: string[];
  mentions?: string[];
  /** Proposed fields of the form composer. */
  isBuilderWide?: boolean;
  societyId?: Id | null;
  attachmentIds?: Id[];
}

export const postKeys = {
  all: ['/api/posts'] as const,
  list: (params: PostListParams = {}) => ['/api/posts', params] as const,
  detail: (id: Id) => ['/api/posts', id] as const,
  comments: (id: Id) => ['/api/posts', id, 'comments'] as const,
  stats: (period?: Period) => ['/api/posts', 'stats', { period }] as const,
};

/**
 * GET /api/posts, or with `?filter=…&userId=…` (documented); paging and narrowing are proposed, and
 * done on the client when the server ignores them (post-narrowing.ts).
 */
export async function listPosts(
  { filter, userId, ...rest }: PostListParams = {},
  signal?: AbortSignal,
): Promise<Post[]> {
  // The documented query is `?filter=…&userId=…`: that order, whatever the caller's.
  const read = (query: Query) => apiRequest<Post[]>('GET', '/api/posts', { query, signal });
  const posts = await read({ filter, userId, ...rest });
  return withViewerStates(
    await narrowPosts(posts, { filter, ...rest }, () => read({ filter, userId })),
  );
}

/** POST /api/posts (SPEC §7). */
export const createPost = (body: CreatePostBody) =>
  apiRequest<Post>('POST', '/api/posts', { body });

/** Proposed: GET /api/posts/{id}. */
export const getPost = (id: Id) =>
  apiRequest<Post>('GET', `/api/posts/${id}`).then(withViewerState);

/** Proposed: GET /api/posts/stats, engagement totals of a period. */
export const getPostStats = (period?: Period) =>
  apiRequest<PostStats>('GET', '/api/posts/stats', { query: { period } });
