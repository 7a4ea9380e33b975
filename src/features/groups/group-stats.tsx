import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FiGlobe, FiLock, FiUsers } from 'react-icons/fi';
import styled from 'styled-components';
import type { GroupStats } from '../../api/types';
import { Skeleton } from '../../components/skeleton';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    display: flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const TILES = [
  { key: 'total', label: msg`Total groups`, icon: <FiUsers aria-hidden /> },
  { key: 'public', label: msg`Public`, icon: <FiGlobe aria-hidden /> },
  { key: 'private', label: msg`Private`, icon: <FiLock aria-hidden /> },
] as const;

/** Total, public and private groups (proposed GET /api/groups/stats). */
export function GroupStatsTiles({ stats }: { stats: GroupStats | undefined }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        <Trans>Group statistics</Trans>
      </h2>
      <List>
        {TILES.map((tile) => (
          <Tile key={tile.key}>
            <dt>
              {tile.icon}
              {t(tile.label)}
            </dt>
            <dd>{stats ? stats[tile.key] : <Skeleton $width="2ch" $height="1.25em" />}</dd>
          </Tile>
        ))}
      </List>
    </section>
  );
}
