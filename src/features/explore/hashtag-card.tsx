import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { FiArrowDownRight, FiArrowUpRight, FiMinus, FiZap } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { HashtagSummary, Trend } from '../../api/types';
import { Badge } from '../../components/badge';
import { Skeleton } from '../../components/skeleton';
import { formatCount } from '../../lib/text';

/** Where a tag's posts are: the same screen (canonical or legacy) with `?tag=`. */
export const tagLocation = (tag: string) => ({ search: `?tag=${encodeURIComponent(tag)}` });

const TRENDS: Record<
  Trend,
  { label: MessageDescriptor; title: MessageDescriptor; icon: ReactElement }
> = {
  up: {
    label: msg`Rising`,
    title: msg`Compared with the period before: rising`,
    icon: <FiArrowUpRight aria-hidden />,
  },
  down: {
    label: msg`Falling`,
    title: msg`Compared with the period before: falling`,
    icon: <FiArrowDownRight aria-hidden />,
  },
  stable: {
    label: msg`Steady`,
    title: msg`Compared with the period before: steady`,
    icon: <FiMinus aria-hidden />,
  },
};

const TrendText = styled.span<{ $trend: Trend }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  color: ${({ theme, $trend }) =>
    $trend === 'up'
      ? theme.colors.success
      : $trend === 'down'
        ? theme.colors.danger
        : theme.colors.textMuted};
  svg {
    width: 16px;
    height: 16px;
    flex-shrink: 0;
  }
`;

/** The trend as an arrow and a word, so it never rests on colour alone. */
export function TrendIndicator({ trend }: { trend: Trend }) {
  const { t } = useLingui();
  const { label, title, icon } = TRENDS[trend] ?? TRENDS.stable;
  return (
    <TrendText $trend={trend} title={t(title)}>
      {icon}
      {t(label)}
    </TrendText>
  );
}

const cardBox = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const CardLink = styled(Link)<{ $compact?: boolean }>`
  ${cardBox}
  width: ${({ $compact }) => ($compact ? '184px' : '100%')};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Signals = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: auto;
  min-height: 22px;
`;

const Tag = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.hashtag};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Posts = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A trending hashtag: '#tag', its post count, its trend; opens the tag's posts. */
export function HashtagCard({
  hashtag,
  compact = false,
}: {
  hashtag: HashtagSummary;
  /** A fixed width for the horizontal strip. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const postCount = hashtag.postCount;
  const posts = formatCount(postCount);
  return (
    <CardLink to={tagLocation(hashtag.tag)} $compact={compact}>
      <Tag>#{hashtag.tag}</Tag>
      <Posts>{t`${plural(postCount, { one: `${posts} post`, other: `${posts} posts` })}`}</Posts>
      <Signals>
        <TrendIndicator trend={hashtag.trend} />
        {hashtag.trending && (
          <Badge $tone="accent">
            <FiZap aria-hidden />
            <Trans>Trending</Trans>
          </Badge>
        )}
      </Signals>
    </CardLink>
  );
}

const SkeletonBox = styled.div<{ $compact?: boolean }>`
  ${cardBox}
  gap: ${({ theme }) => theme.space[2]}px;
  width: ${({ $compact }) => ($compact ? '184px' : '100%')};
`;

export function HashtagCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <SkeletonBox $compact={compact} aria-hidden>
      <Skeleton $width="75%" $height="1.1em" />
      <Skeleton $width="45%" $height="0.85em" />
      <Skeleton $width="55%" $height="0.85em" />
    </SkeletonBox>
  );
}
