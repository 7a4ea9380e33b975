// Likes, reposts and saved posts share one body, `{ userId, postId }`.
import { api, done } from './client';
import type { RequestBody } from './types';

export type UserPostBody = RequestBody<'UserPostBody'>;

/** POST /api/likes, documented (docs/product.md#documented-calls). */
export const likePost = (body: UserPostBody) => done(api.POST('/api/likes', { body }));
/** DELETE /api/likes, documented (docs/product.md#documented-calls). */
export const unlikePost = (body: UserPostBody) => done(api.DELETE('/api/likes', { body }));
/** POST /api/reposts, documented (docs/product.md#documented-calls). */
export const repostPost = (body: UserPostBody) => done(api.POST('/api/reposts', { body }));
/** DELETE /api/reposts, documented (docs/product.md#documented-calls). */
export const unrepostPost = (body: UserPostBody) => done(api.DELETE('/api/reposts', { body }));
/** Proposed: POST /api/saved. */
export const savePost = (body: UserPostBody) => done(api.POST('/api/saved', { body }));
/** Proposed: DELETE /api/saved. */
export const unsavePost = (body: UserPostBody) => done(api.DELETE('/api/saved', { body }));
