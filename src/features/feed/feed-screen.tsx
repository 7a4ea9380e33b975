import { useCallback } from 'react';
import { FiClock, FiFilter, FiInbox, FiPlusCircle } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { FeedFilter } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PageTitle, Row } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Tabs, type TabItem } from '../../components/tabs';
import { useOpenCreatePost } from '../../app/shell/create-post';
import { useViewer } from '../auth/auth-context';
import { FeedSkeleton } from '../posts/post-card-skeleton';
import { PostFeed } from '../posts/post-feed';
import { usePostPages } from './use-feed';
import { FeedExtras } from './feed-extras';

// DECISIONS §1: the canonical tabs, each a `GET /api/posts?filter=…&userId=…`.
const FEED_TABS: TabItem<FeedFilter>[] = [
  { value: 'all', label: 'All Concerns' },
  { value: 'my-society', label: 'My Society' },
  { value: 'following', label: 'Following' },
  { value: 'trending', label: 'Trending Issues' },
];

const EMPTY_HINTS: Record<Exclude<FeedFilter, 'all'>, string> = {
  'my-society': 'Nothing has been posted for your society yet.',
  following: 'Follow residents to see their posts here.',
  trending: 'Nothing is trending right now.',
};

const Header = styled(Row)`
  justify-content: space-between;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

function isFeedFilter(value: string | null): value is FeedFilter {
  return FEED_TABS.some((tab) => tab.value === value);
}

export default function FeedScreen() {
  const viewer = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const filter: FeedFilter = isFeedFilter(tabParam) ? tabParam : 'all';
  const builderWideOnly = searchParams.get('scope') === 'builder-wide';
  const openCreatePost = useOpenCreatePost();
  const feed = usePostPages({
    filter,
    userId: viewer.id,
    builderWide: builderWideOnly || undefined,
  });
  const { fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) params.delete(key);
        else params.set(key, value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <Header>
        <PageTitle>Home</PageTitle>
        <Row $gap={2}>
          <Button
            variant="outline"
            size="sm"
            icon={<FiFilter aria-hidden />}
            aria-pressed={builderWideOnly}
            onClick={() => setParam('scope', builderWideOnly ? null : 'builder-wide')}
          >
            Filter{builderWideOnly ? ': Builder-Wide' : ''}
          </Button>
          <Button
            variant="outline"
            size="sm"
            icon={<FiClock aria-hidden />}
            onClick={() => {
              window.scrollTo({ top: 0 });
              void feed.refetch();
            }}
          >
            Latest
          </Button>
        </Row>
      </Header>
      <FeedExtras />
      <Tabs
        label="Feed"
        tabs={FEED_TABS}
        value={filter}
        onChange={(tab) => setParam('tab', tab === 'all' ? null : tab)}
      >
        {feed.isPending ? (
          <FeedSkeleton />
        ) : feed.isError ? (
          <Alert
            action={
              <Button size="sm" variant="outline" onClick={() => void feed.refetch()}>
                Try again
              </Button>
            }
          >
            Failed to load posts. Please try again.
          </Alert>
        ) : feed.posts.length === 0 ? (
          filter === 'all' && !builderWideOnly ? (
            <EmptyState
              icon={<FiInbox aria-hidden />}
              title="No posts yet"
              description="Be the first to share a concern or update with your community"
              action={
                <Button icon={<FiPlusCircle aria-hidden />} onClick={openCreatePost}>
                  Create First Post
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<FiInbox aria-hidden />}
              title="No posts found"
              description={filter === 'all' ? 'No builder-wide posts yet.' : EMPTY_HINTS[filter]}
            />
          )
        ) : (
          <PostFeed
            label={`${FEED_TABS.find((tab) => tab.value === filter)!.label} posts`}
            posts={feed.posts}
            hasMore={feed.hasNextPage}
            isLoadingMore={feed.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        )}
      </Tabs>
    </>
  );
}
