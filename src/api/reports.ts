import { api, dataOf } from './client';
import type { RequestBody } from './types';

export type ReportBody = RequestBody<'ReportBody'>;

/** POST /api/reports, documented (docs/product.md#documented-calls): all five keys always sent. */
export const createReport = (body: ReportBody) => dataOf(api.POST('/api/reports', { body }));
