import { useMutation } from '@tanstack/react-query';
import { createReport, type ReportBody } from '../../api/reports';

/**
 * POST /api/reports with its five fields (docs/product.md#reports). Nothing cached shows reports.
 */
export function useSubmitReport() {
  return useMutation({ mutationFn: (body: ReportBody) => createReport(body) });
}
