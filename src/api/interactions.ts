// Likes, reposts and saved posts share one body, `{ userId, postId }`.
import { apiRequest } from './client';
import type { RequestBody } from './types';

export type UserPostBody = RequestBody<'UserPostBody'>;

/** POST /api/likes, documented (docs/product.md#documented-calls). */
export const likePost = (body: UserPostBody) => apiRequest<void>('POST', '/api/likes', { body });
/** DELETE /api/likes, documented (docs/product.md#documented-calls). */
export const unlikePost = (body: UserPostBody) =>
  apiRequest<void>('DELETE', '/api/likes', { body });
/** POST /api/reposts, documented (docs/product.md#documented-calls). */
export const repostPost = (body: UserPostBody) =>
  apiRequest<void>('POST', '/api/reposts', { body });
/** DELETE /api/reposts, documented (docs/product.md#documented-calls). */
export const unrepostPost = (body: UserPostBody) =>
  apiRequest<void>('DELETE', '/api/reposts', { body });
/** Proposed: POST /api/saved. */
export const savePost = (body: UserPostBody) => apiRequest<void>('POST', '/api/saved', { body });
/** Proposed: DELETE /api/saved. */
export const unsavePost = (body: UserPostBody) =>
  apiRequest<void>('DELETE', '/api/saved', { body });
