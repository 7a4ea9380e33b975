import { apiRequest } from './client';
import type { RequestBody } from './types';

export type FollowBody = RequestBody<'FollowBody'>;

export type BlockBody = RequestBody<'BlockBody'>;

/** POST /api/follows, documented (docs/product.md#documented-calls). */
export const followUser = (body: FollowBody) => apiRequest<void>('POST', '/api/follows', { body });
/** DELETE /api/follows, documented (docs/product.md#documented-calls). */
export const unfollowUser = (body: FollowBody) =>
  apiRequest<void>('DELETE', '/api/follows', { body });
/** Proposed: POST /api/blocks. */
export const blockUser = (body: BlockBody) => apiRequest<void>('POST', '/api/blocks', { body });
/** Proposed: DELETE /api/blocks. */
export const unblockUser = (body: BlockBody) => apiRequest<void>('DELETE', '/api/blocks', { body });
