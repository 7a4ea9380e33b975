// How a society record's figures read (docs/product.md#texts-society-records): hours under two
// days as hours, longer as days; shares as whole percentages; a missing median, share or rating
// as a dash that a screen reader hears as "no data".
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordFigures } from '../../api/societies';
import { DEFAULT_RECORD_PERIOD, RECORD_PERIODS, type RecordPeriod } from '../../lib/societies';

export const NO_DATA = '—';

/** "45 min", "6 h", "2.5 days". */
export function formatHours(hours: number | null): string {
  if (hours === null) return NO_DATA;
  if (hours < 1) {
    const minutes = Math.round(hours * 60);
    return i18n._(msg`${minutes} min`);
  }
  if (hours < 48) {
    const rounded = String(Math.round(hours * 10) / 10);
    return i18n._(msg`${rounded} h`);
  }
  const days = String(Math.round((hours / 24) * 10) / 10);
  return i18n._(msg`${days} days`);
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
  const { resolved, rated, closed } = figures;
  const ofResolved = (part: number) => i18n._(msg`${part} of ${resolved} resolved`);
  return [
    { key: 'opened', label: i18n._(msg`Concerns opened`), value: String(figures.opened) },
    { key: 'resolved', label: i18n._(msg`Resolved`), value: String(figures.resolved) },
    { key: 'openNow', label: i18n._(msg`Open now`), value: String(figures.openNow) },
    {
      key: 'medianHoursToAcknowledge',
      label: i18n._(msg`Median time to acknowledge`),
      value: formatHours(figures.medianHoursToAcknowledge),
    },
    {
      key: 'medianHoursToResolve',
      label: i18n._(msg`Median time to resolve`),
      value: formatHours(figures.medianHoursToResolve),
    },
    {
      key: 'resolvedWithinTargetShare',
      label: i18n._(msg`Resolved within target`),
      value: formatShare(figures.resolvedWithinTargetShare),
      detail: ofResolved(figures.resolvedWithinTarget),
    },
    {
      key: 'reopenedShare',
      label: i18n._(msg`Reopened`),
      value: formatShare(figures.reopenedShare),
      detail: ofResolved(figures.reopened),
    },
    {
      key: 'averageRating',
      label: i18n._(msg`Average closing rating`),
      value: formatRating(figures.averageRating),
      detail: i18n._(msg`${rated} rated of ${closed} closed`),
    },
  ];
}
