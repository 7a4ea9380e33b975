import { apiRequest } from './client';
import type { Id, Report, ReportReason } from './types';

export interface ReportBody {
  reason: ReportReason;
  description: string | null;
  postId: Id | null;
  userId: Id | null;
  reporterId: Id;
}

/** POST /api/reports, documented (docs/product.md#documented-calls): all five keys always sent. */
export const createReport = (body: ReportBody) =>
  apiRequest<Report>('POST', '/api/reports', { body });
