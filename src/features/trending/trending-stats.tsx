import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FiAward, FiFileText, FiZap } from 'react-icons/fi';
import styled from 'styled-components';
import { Skeleton } from '../../components/skeleton';
import type { TrendingStats as Stats } from './use-trending';
import { formatCount } from '../../lib/text';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

// On a phone the tiles are rows (label left, figure right); from sm up, three tiles side by side.
const Tile = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  ${({ theme }) => theme.media.sm} {
    flex-direction: column;
    align-items: flex-start;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space[1]}px;
    padding: ${({ theme }) => theme.space[3]}px;
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[4]}px;
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dt svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.font.size.xl};
    }
  }
`;

function StatTile({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Tile>
      <dt>
        {icon}
        {label}
      </dt>
      <dd>{children}</dd>
    </Tile>
  );
}

/**
 * The summary tiles (docs/product.md#explore-and-trending): Total Posts, Total Engagement, Top Post
 * ('{n} reactions').
 */
export function TrendingStats({ stats }: { stats: Stats }) {
  const { t } = useLingui();
  const top = stats.top?.engagement ?? 0;
  const reactions = formatCount(top);
  return (
    <Tiles>
      <StatTile icon={<FiFileText aria-hidden />} label={t`Total Posts`}>
        {formatCount(stats.totalPosts)}
      </StatTile>
      <StatTile icon={<FiZap aria-hidden />} label={t`Total Engagement`}>
        {formatCount(stats.totalEngagement)}
      </StatTile>
      <StatTile icon={<FiAward aria-hidden />} label={t`Top Post`}>
        {t`${plural(top, { one: `${reactions} reaction`, other: `${reactions} reactions` })}`}
      </StatTile>
    </Tiles>
  );
}

export function TrendingStatsSkeleton() {
  return (
    <Tiles as="div" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Tile key={index} as="div">
          <Skeleton $width="70%" $height="0.75em" />
          <Skeleton $width="45%" $height="1.4em" />
        </Tile>
      ))}
    </Tiles>
  );
}
