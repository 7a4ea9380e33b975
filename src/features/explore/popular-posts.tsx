import { Trans, useLingui } from '@lingui/react/macro';
import { FiArrowRight, FiTrendingUp } from 'react-icons/fi';
import styled from 'styled-components';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { FeedSkeleton, PostCard } from '../posts';
import { EmptyText, Section } from './section';
import type { usePopularPosts } from './use-explore';

export type PopularResult = ReturnType<typeof usePopularPosts>;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
`;

export function ViewAllTrending({ label }: { label?: string }) {
  return (
    <Footer>
      <ButtonLink to="/trending" variant="outline" icon={<FiArrowRight aria-hidden />}>
        {label ?? <Trans>View all trending posts</Trans>}
      </ButtonLink>
    </Footer>
  );
}

/**
 * The period's top 10 by likes + comments + reposts, each with its '#rank Trending' badge. Ten
 * cards need no virtualized feed: a plain list keeps every card in the page for Find and print.
 */
export function PopularPosts({ result }: { result: PopularResult }) {
  const { t } = useLingui();
  if (result.isPending) return <FeedSkeleton label={t`Loading popular posts...`} />;
  if (result.isError) {
    return (
      <Alert onRetry={() => void result.refetch()}>
        <Trans>Failed to load posts. Please try again.</Trans>
      </Alert>
    );
  }
  const posts = result.data;
  if (posts.length === 0) {
    return (
      <EmptyText>
        <Trans>No posts in this period yet.</Trans>
      </EmptyText>
    );
  }
  return (
    <List role="feed" aria-label={t`Popular posts`}>
      {posts.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          rank={index + 1}
          position={{ index, total: posts.length }}
        />
      ))}
    </List>
  );
}

/** The Popular Posts tab. */
export function PopularPostsPanel({ result }: { result: PopularResult }) {
  return (
    <List>
      <PopularPosts result={result} />
      <ViewAllTrending />
    </List>
  );
}

/** The legacy layout's 'Trending Posts' section, with View All to /trending. */
export function TrendingPostsSection({ result }: { result: PopularResult }) {
  const { t } = useLingui();
  return (
    <Section
      title={t`Trending Posts`}
      icon={<FiTrendingUp aria-hidden />}
      action={
        <ButtonLink to="/trending" variant="ghost" size="sm">
          <Trans>View All</Trans>
        </ButtonLink>
      }
    >
      <PopularPosts result={result} />
    </Section>
  );
}
