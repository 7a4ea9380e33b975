import { apiRequest } from './client';
import type { Report, RequestBody } from './types';

export type ReportBody = RequestBody<'ReportBody'>;

/** POST /api/reports, documented (docs/product.md#documented-calls): all five keys always sent. */
export const createReport = (body: ReportBody) =>
  apiRequest<Report>('POST', '/api/reports', { body });
