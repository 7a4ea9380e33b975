import { apiRequest } from './client';
import type { Id, Report, ReportReason } from './types';

export interface ReportBody {
  reason: ReportReason;
  description: string | null;
  postId: Id | null;
  userId: Id | null;
  reporterId: Id;
}

/** POST /api/reports (SPEC §7), all five keys always sent. */
export const createReport = (body: ReportBody) =>
  apiRequest<Report>('POST', '/api/reports', { body });
