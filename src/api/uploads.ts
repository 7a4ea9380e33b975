import { apiRequest } from './client';
import type { Attachment, Id } from './types';

export interface UploadBody {
  name: string;
  mimeType: string;
  /** The file as a base64 data: URL, which keeps the contract JSON-only. */
  dataUrl: string;
  uploaderId: Id;
}

/** Proposed: POST /api/uploads stores a file and returns the attachment to reference in a post. */
export const uploadAttachment = (body: UploadBody) =>
  apiRequest<Attachment>('POST', '/api/uploads', { body });
