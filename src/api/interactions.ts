// Likes, reposts and saved posts share one body, `{ userId, postId }`.
import { apiRequest } from './client';
import type { Id } from './types';

export interface UserPostBody {
  userId: Id;
  postId: Id;
}

/** POST /api/likes (SPEC §7). */
export const likePost = (body: UserPostBody) => apiRequest<void>('POST', '/api/likes', { body });
/** DELETE /api/likes (SPEC §7). */
export const unlikePost = (body: UserPostBody) =>
  apiRequest<void>('DELETE', '/api/likes', { body });
/** POST /api/reposts (SPEC §7). */
export const repostPost = (body: UserPostBody) =>
  apiRequest<void>('POST', '/api/reposts', { body });
/** DELETE /api/reposts (SPEC §7). */
export const unrepostPost = (body: UserPostBody) =>
  apiRequest<void>('DELETE', '/api/reposts', { body });
/** Proposed: POST /api/saved. */
export const savePost = (body: UserPostBody) => apiRequest<void>('POST', '/api/saved', { body });
/** Proposed: DELETE /api/saved. */
export const unsavePost = (body: UserPostBody) =>
  apiRequest<void>('DELETE', '/api/saved', { body });
