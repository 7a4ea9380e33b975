import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FiArrowDown, FiArrowRight, FiArrowUp } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_RECORD_PERIOD, type RecordPeriod } from '../../lib/societies';
import { FigureValue } from './record-figures';
import { formatHours, formatRating, formatShare } from './record-format';
import {
  DEFAULT_SORT,
  nextSort,
  sortRanking,
  SORTABLE_COLUMNS,
  type RankingEntry,
  type RankingSort,
  type SortColumn,
} from './ranking-sort';
import { societyPath } from './society-link';

// Wider than a phone: the table scrolls sideways in its own region, keyboard included.
// Positioned, so the sort buttons' visually hidden words (absolutely placed) scroll and clip with
// the table: otherwise they lay out past it and widen the whole page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Said above the table while columns lie past its right edge, on a phone and on a desktop. */
const MoreColumns = styled.p`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0 0 ${({ theme }) => -theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child,
  tbody th {
    text-align: left;
  }
  /* The society's name stays in view while the figures scroll under it, on two lines if need
     be: on one line it took half a phone's width, leaving room for one column of figures. */
  tbody th {
    width: 8.5rem;
    white-space: normal;
    overflow-wrap: normal;
  }
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  tbody th a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

type Column = {
  key: SortColumn;
  label: MessageDescriptor;
  cell: (entry: RankingEntry) => string;
};

const COLUMNS: Column[] = [
  {
    key: 'resolvedWithinTargetShare',
    label: SORTABLE_COLUMNS.resolvedWithinTargetShare.label,
    cell: ({ figures }) => formatShare(figures.resolvedWithinTargetShare),
  },
  {
    key: 'opened',
    label: SORTABLE_COLUMNS.opened.label,
    cell: ({ figures }) => String(figures.opened),
  },
  {
    key: 'resolved',
    label: SORTABLE_COLUMNS.resolved.label,
    cell: ({ figures }) => String(figures.resolved),
  },
  {
    key: 'openNow',
    label: SORTABLE_COLUMNS.openNow.label,
    cell: ({ figures }) => String(figures.openNow),
  },
  {
    key: 'medianHoursToAcknowledge',
    label: SORTABLE_COLUMNS.medianHoursToAcknowledge.label,
    cell: ({ figures }) => formatHours(figures.medianHoursToAcknowledge),
  },
  {
    key: 'medianHoursToResolve',
    label: SORTABLE_COLUMNS.medianHoursToResolve.label,
    cell: ({ figures }) => formatHours(figures.medianHoursToResolve),
  },
  {
    key: 'reopenedShare',
    label: SORTABLE_COLUMNS.reopenedShare.label,
    cell: ({ figures }) => formatShare(figures.reopenedShare),
  },
  {
    key: 'averageRating',
    label: SORTABLE_COLUMNS.averageRating.label,
    cell: ({ figures }) => formatRating(figures.averageRating),
  },
];

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortColumn;
  label: string;
  sort: RankingSort;
  onSort: (column: SortColumn) => void;
}) {
  const active = sort.column === column;
  const ariaSort = active ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort}>
      <SortButton type="button" onClick={() => onSort(column)}>
        {label}
        {active && (sort.descending ? <FiArrowDown aria-hidden /> : <FiArrowUp aria-hidden />)}
      </SortButton>
    </th>
  );
}

/**
 * Whether the scroller holds more than it shows: followed as either is resized (the language, the
 * period's figures, the window), first measured before the table is painted.
 */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setOverflows(element.scrollWidth > element.clientWidth + 1);
  }, []);
  useLayoutEffect(() => {
    const element = ref.current;
    measure();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, overflows };
}

const pathFor = (societyId: number, period: RecordPeriod) =>
  period === DEFAULT_RECORD_PERIOD
    ? societyPath(societyId)
    : `${societyPath(societyId)}?period=${period}`;

/** Every society's figures; each column heading sorts by it (aria-sort tells which). */
export function RankingTable({
  entries,
  period,
}: {
  entries: readonly RankingEntry[];
  period: RecordPeriod;
}) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState(DEFAULT_SORT);
  const sorted = sortRanking(entries, sort);
  const onSort = (column: SortColumn) => setSort((current) => nextSort(current, column));
  const { ref: scrollerRef, overflows } = useOverflows<HTMLDivElement>();
  return (
    <>
      {overflows && (
        <MoreColumns>
          {t`Scroll the table sideways for more columns`}
          <FiArrowRight aria-hidden />
        </MoreColumns>
      )}
      {/* A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <Scroller ref={scrollerRef} tabIndex={0} role="region" aria-label={t`Societies table`}>
        <Table>
          <caption className="visually-hidden">
            {t`Every society's record, ranked by share resolved within target`}
          </caption>
          <thead>
            <tr>
              <SortHeader column="name" label={t`Society`} sort={sort} onSort={onSort} />
              {COLUMNS.map((column) => (
                <SortHeader
                  key={column.key}
                  column={column.key}
                  label={i18n._(column.label)}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((entry) => (
              <tr key={entry.society.id}>
                <th scope="row">
                  <Link to={pathFor(entry.society.id, period)}>{entry.society.name}</Link>
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.key}>
                    <FigureValue value={column.cell(entry)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </>
  );
}
