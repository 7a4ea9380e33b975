import { apiRequest } from './client';
import type { Attachment, RequestBody } from './types';

export type UploadBody = RequestBody<'UploadBody'>;

/** Proposed: POST /api/uploads stores a file and returns the attachment to reference in a post. */
export const uploadAttachment = (body: UploadBody) =>
  apiRequest<Attachment>('POST', '/api/uploads', { body });
