import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FiArrowLeft, FiTrendingUp } from 'react-icons/fi';
import styled from 'styled-components';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { MutedText, PageTitle, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { useViewer } from '../auth';
import { FeedSkeleton, PostFeed } from '../posts';
import { TrendingStats, TrendingStatsSkeleton } from './trending-stats';
import { trendingStats, useTrendingPosts } from './use-trending';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  > a {
    margin-left: -${({ theme }) => theme.space[3]}px;
  }
`;

const Title = styled(PageTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
`;

/**
 * /trending (docs/product.md#explore-and-trending): the summary tiles and the posts ranked by
 * engagement.
 */
export default function TrendingScreen() {
  const { t } = useLingui();
  const viewer = useViewer();
  const query = useTrendingPosts(viewer.id);
  const posts = useMemo(() => query.data ?? [], [query.data]);
  const stats = useMemo(() => trendingStats(posts), [posts]);

  let body;
  if (query.isPending) {
    body = (
      <>
        <TrendingStatsSkeleton />
        <FeedSkeleton label={t`Loading trending posts...`} />
      </>
    );
  } else if (query.data === undefined) {
    body = (
      <Alert onRetry={() => void query.refetch()}>
        <Trans>Failed to load trending posts. Please try again.</Trans>
      </Alert>
    );
  } else if (posts.length === 0) {
    body = (
      <EmptyState
        icon={<FiTrendingUp aria-hidden />}
        title={t`No trending posts`}
        description={t`Check back later for trending community content`}
      />
    );
  } else {
    body = (
      <>
        <TrendingStats stats={stats} />
        <PostFeed label={t`Trending posts`} posts={posts} ranked />
      </>
    );
  }

  return (
    <Stack $gap={4}>
      <Header>
        <ButtonLink to="/explore" variant="ghost" size="sm" icon={<FiArrowLeft aria-hidden />}>
          <Trans>Back to Explore</Trans>
        </ButtonLink>
        <Title>
          <FiTrendingUp aria-hidden />
          <Trans>Trending Posts</Trans>
        </Title>
        <MutedText>
          <Trans>The posts residents are engaging with most, ranked by reactions.</Trans>
        </MutedText>
      </Header>
      {body}
    </Stack>
  );
}
