import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { CareQueue } from '../../api/concerns';
import { CONCERN_STATUSES, type ConcernStatus } from '../../lib/concerns';
import { ConcernStatusBadge } from '../concerns';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

// On a phone each tile holds its status over its count: beside it, a long status ("Acknowledged")
// pushed its own count under it, one tile taller than the rest. From 480 px they sit side by side.
const Tile = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 44px;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]}px;
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  /* Where a status is still too long to sit beside its count, the count goes under it. */
  flex-wrap: wrap;
  > :first-child {
    flex-shrink: 0;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  /* Chosen: a double-weight border as well as the tint, so it is not told by colour alone. */
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Count = styled.strong`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
`;

/**
 * How many of the served concerns are in each status ("Open 4"): each a button that shows only
 * that status, pressed while it does; pressed again it shows them all.
 */
export function StatusCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: CareQueue['counts'];
  selected: ConcernStatus | null;
  onSelect: (status: ConcernStatus | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Tiles aria-label={t`Concerns by status`}>
      {CONCERN_STATUSES.map((status) => (
        <li key={status}>
          <Tile
            type="button"
            aria-pressed={selected === status}
            onClick={() => onSelect(selected === status ? null : status)}
          >
            <ConcernStatusBadge status={status} />
            <Count>{counts[status]}</Count>
          </Tile>
        </li>
      ))}
    </Tiles>
  );
}
