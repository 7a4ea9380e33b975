import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordFigures, SocietyRecords } from '../../api/societies';

export type RankingEntry = SocietyRecords['societies'][number];

/** The table's columns that sort, and whether a higher value is better (sorted first). */
export const SORTABLE_COLUMNS = {
  resolvedWithinTargetShare: { label: msg`Within target`, higherFirst: true },
  opened: { label: msg`Opened`, higherFirst: true },
  resolved: { label: msg`Resolved`, higherFirst: true },
  openNow: { label: msg`Open now`, higherFirst: true },
  medianHoursToAcknowledge: { label: msg`Median to acknowledge`, higherFirst: false },
  medianHoursToResolve: { label: msg`Median to resolve`, higherFirst: false },
  reopenedShare: { label: msg`Reopened`, higherFirst: false },
  averageRating: { label: msg`Average rating`, higherFirst: true },
} as const satisfies Partial<
  Record<keyof RecordFigures, { label: MessageDescriptor; higherFirst: boolean }>
>;

export type SortColumn = keyof typeof SORTABLE_COLUMNS | 'name';
export interface RankingSort {
  column: SortColumn;
  descending: boolean;
}

/** The server's ranking: the best share within target first. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a column's key, not a text
export const DEFAULT_SORT: RankingSort = { column: 'resolvedWithinTargetShare', descending: true };

/** The first click on a column sorts its best values first; the next click turns it round. */
export function nextSort(current: RankingSort, column: SortColumn): RankingSort {
  if (current.column === column) return { column, descending: !current.descending };
  if (column === 'name') return { column, descending: false };
  return { column, descending: SORTABLE_COLUMNS[column].higherFirst };
}

/**
 * The entries in `sort`'s order; a missing value (no median, share or rating) always last, ties
 * in the server's ranking order.
 */
export function sortRanking(entries: readonly RankingEntry[], sort: RankingSort): RankingEntry[] {
  const { column, descending } = sort;
  const rank = new Map(entries.map((entry, index) => [entry, index]));
  const direction = descending ? -1 : 1;
  return [...entries].sort((a, b) => {
    if (column === 'name') return direction * a.society.name.localeCompare(b.society.name);
    const left = a.figures[column];
    const right = b.figures[column];
    if (left === null || right === null)
      return Number(left === null) - Number(right === null) || rank.get(a)! - rank.get(b)!;
    return direction * (left - right) || rank.get(a)! - rank.get(b)!;
  });
}
