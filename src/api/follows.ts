import { api, done } from './client';
import type { RequestBody } from './types';

export type FollowBody = RequestBody<'FollowBody'>;

export type BlockBody = RequestBody<'BlockBody'>;

/** POST /api/follows, documented (docs/product.md#documented-calls). */
export const followUser = (body: FollowBody) => done(api.POST('/api/follows', { body }));
/** DELETE /api/follows, documented (docs/product.md#documented-calls). */
export const unfollowUser = (body: FollowBody) => done(api.DELETE('/api/follows', { body }));
/** Proposed: POST /api/blocks. */
export const blockUser = (body: BlockBody) => done(api.POST('/api/blocks', { body }));
/** Proposed: DELETE /api/blocks. */
export const unblockUser = (body: BlockBody) => done(api.DELETE('/api/blocks', { body }));
