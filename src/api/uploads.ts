import { api, dataOf } from './client';
import type { RequestBody } from './types';

export type UploadBody = RequestBody<'UploadBody'>;

/** Proposed: POST /api/uploads stores a file and returns the attachment to reference in a post. */
export const uploadAttachment = (body: UploadBody) => dataOf(api.POST('/api/uploads', { body }));
