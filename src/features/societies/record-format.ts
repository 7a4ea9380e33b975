// How a society record's figures read (docs/product.md#texts-society-records): hours under two
// days as hours, longer as days; shares as whole percentages; a missing median, share or rating
// as a dash that a screen reader hears as "no data".
import type { RecordFigures } from '../../api/societies';
import { DEFAULT_RECORD_PERIOD, RECORD_PERIODS, type RecordPeriod } from '../../lib/societies';

/** "the last 30 days" */
export const periodText = (period: RecordPeriod) => `the last ${period} days`;

export const NO_DATA = '—';
export const NO_DATA_LABEL = 'no data';

/** "45 min", "6 h", "2.5 days". */
export function formatHours(hours: number | null): string {
  if (hours === null) return NO_DATA;
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

export const formatShare = (share: number | null) =>
  share === null ? NO_DATA : `${Math.round(share * 100)}%`;

export const formatRating = (rating: number | null) =>
  rating === null ? NO_DATA : `${(Math.round(rating * 10) / 10).toFixed(1)} / 5`;

/** The 30 or 90 of `?period=`; anything else is the default, 30. */
export function readPeriod(search: URLSearchParams): RecordPeriod {
  const value = Number(search.get('period'));
  return (RECORD_PERIODS as readonly number[]).includes(value)
    ? (value as RecordPeriod)
    : DEFAULT_RECORD_PERIOD;
}

export interface FigureRow {
  key: keyof RecordFigures | 'openNow';
  label: string;
  value: string;
  /** What the figure counts, under it. */
  detail?: string;
}

/** The figures of a record in the order the page, the table and the landing show them. */
export function figureRows(figures: RecordFigures): FigureRow[] {
  const ofResolved = (part: number) => `${part} of ${figures.resolved} resolved`;
  return [
    { key: 'opened', label: 'Concerns opened', value: String(figures.opened) },
    { key: 'resolved', label: 'Resolved', value: String(figures.resolved) },
    { key: 'openNow', label: 'Open now', value: String(figures.openNow) },
    {
      key: 'medianHoursToAcknowledge',
      label: 'Median time to acknowledge',
      value: formatHours(figures.medianHoursToAcknowledge),
    },
    {
      key: 'medianHoursToResolve',
      label: 'Median time to resolve',
      value: formatHours(figures.medianHoursToResolve),
    },
    {
      key: 'resolvedWithinTargetShare',
      label: 'Resolved within target',
      value: formatShare(figures.resolvedWithinTargetShare),
      detail: ofResolved(figures.resolvedWithinTarget),
    },
    {
      key: 'reopenedShare',
      label: 'Reopened',
      value: formatShare(figures.reopenedShare),
      detail: ofResolved(figures.reopened),
    },
    {
      key: 'averageRating',
      label: 'Average closing rating',
      value: formatRating(figures.averageRating),
      detail: `${figures.rated} rated of ${figures.closed} closed`,
    },
  ];
}
