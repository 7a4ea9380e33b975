import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FiFileText, FiGlobe, FiHeart, FiMessageCircle } from 'react-icons/fi';
import styled from 'styled-components';
import type { PostStats } from '../../api/types';
import { Alert } from '../../components/alert';
import { Skeleton } from '../../components/skeleton';
import { LoadingStatus } from './hashtag-sections';
import type { usePeriodStats } from './use-explore';
import { formatCount } from '../../lib/text';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
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
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const TILES = [
  { key: 'totalPosts', label: msg`Total Posts`, icon: <FiFileText aria-hidden /> },
  { key: 'totalLikes', label: msg`Likes`, icon: <FiHeart aria-hidden /> },
  { key: 'totalComments', label: msg`Comments`, icon: <FiMessageCircle aria-hidden /> },
  { key: 'builderWidePosts', label: msg`Builder-Wide Issues`, icon: <FiGlobe aria-hidden /> },
] as const satisfies ReadonlyArray<{
  key: keyof PostStats;
  label: MessageDescriptor;
  icon: ReactNode;
}>;

/**
 * The period's engagement stats (docs/product.md#explore-and-trending): total posts, likes,
 * comments, builder-wide issues.
 */
export function EngagementStats({ result }: { result: ReturnType<typeof usePeriodStats> }) {
  const { t } = useLingui();
  if (result.isPending) {
    return (
      <>
        <LoadingStatus>{t`Loading engagement stats...`}</LoadingStatus>
        <Tiles as="div" aria-hidden>
          {TILES.map((tile) => (
            <Tile key={tile.key}>
              <Skeleton $width="70%" $height="0.75em" />
              <Skeleton $width="40%" $height="1.4em" />
            </Tile>
          ))}
        </Tiles>
      </>
    );
  }
  if (result.isError || !result.stats) {
    return (
      <Alert onRetry={result.retry}>
        <Trans>Failed to load engagement stats. Please try again.</Trans>
      </Alert>
    );
  }
  const { stats } = result;
  return (
    <>
      {result.estimated && (
        <Alert tone="info">
          <Trans>
            Totals of the popular posts: this server does not report period statistics yet.
          </Trans>
        </Alert>
      )}
      <Tiles>
        {TILES.map((tile) => (
          <Tile key={tile.key}>
            <dt>
              {tile.icon}
              {t(tile.label)}
            </dt>
            <dd>{formatCount(stats[tile.key])}</dd>
          </Tile>
        ))}
      </Tiles>
    </>
  );
}
