import { apiRequest, type Query } from './client';
import type { FeedFilter, Id, Period, Post, PostStats } from './types';

export interface PostListParams extends Query {
  /** Documented: the feed filter and the viewer it is computed for. */
  filter?: FeedFilter;
  userId?: Id;
  /** Proposed: paging, newest first (trending: most engagement first). */
  limit?: number;
  offset?: number;
  /** Proposed narrowing. */
  period?: Period;
  hashtag?: string;
  societyId?: Id;
  authorId?: Id;
  builderWide?: boolean;
  q?: string;
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

/** GET /api/posts, or with `?filter=…&userId=…` (SPEC §7); paging and narrowing are proposed. */
export const listPosts = ({ filter, userId, ...rest }: PostListParams = {}, signal?: AbortSignal) =>
  // SPEC §7 writes the query as `?filter=…&userId=…`: that order, whatever the caller's.
  apiRequest<Post[]>('GET', '/api/posts', { query: { filter, userId, ...rest }, signal });

/** POST /api/posts (SPEC §7). */
export const createPost = (body: CreatePostBody) =>
  apiRequest<Post>('POST', '/api/posts', { body });

/** Proposed: GET /api/posts/{id}. */
export const getPost = (id: Id) => apiRequest<Post>('GET', `/api/posts/${id}`);

/** Proposed: GET /api/posts/stats, engagement totals of a period. */
export const getPostStats = (period?: Period) =>
  apiRequest<PostStats>('GET', '/api/posts/stats', { query: { period } });
