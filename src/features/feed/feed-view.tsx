import { useCallback } from 'react';
import { FiInbox, FiPlusCircle } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import type { PostListParams } from '../../api/posts';
import type { FeedFilter, Id } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Tabs, type TabItem } from '../../components/tabs';
import { useOpenCreatePost } from '../../app/shell/create-post';
import { useViewer } from '../auth/auth-context';
import type { ComposerVariant } from '../composer/feed-composer';
import { FeedSkeleton } from '../posts/post-card-skeleton';
import { PostCardVariantProvider, type PostCardVariant } from '../posts/post-card-variant';
import { PostFeed } from '../posts/post-feed';
import { usePostPages } from './use-feed';
import { FeedExtras } from './feed-extras';
import { FeedHeader } from './feed-header';

/** A feed tab: its label, an optional count beside it, and the posts it asks for. */
export interface FeedTab extends TabItem<string> {
  filter: FeedFilter;
  /** Only builder-wide posts (the older home's Builder-Wide tab). */
  builderWide?: boolean;
}

// DECISIONS §1: the canonical tabs, each a `GET /api/posts?filter=…&userId=…`.
export const CANONICAL_FEED_TABS: FeedTab[] = [
  { value: 'all', label: 'All Concerns', filter: 'all' },
  { value: 'my-society', label: 'My Society', filter: 'my-society' },
  { value: 'following', label: 'Following', filter: 'following' },
  { value: 'trending', label: 'Trending Issues', filter: 'trending' },
];

const EMPTY_HINTS: Record<Exclude<FeedFilter, 'all'>, string> = {
  'my-society': 'Nothing has been posted for your society yet.',
  following: 'Follow residents to see their posts here.',
  trending: 'Nothing is trending right now.',
};

/** The tab and filter the address asks for (?tab=…&scope=builder-wide), and the posts they list. */
export function feedAt(search: URLSearchParams, tabs: FeedTab[], viewerId: Id) {
  const tabParam = search.get('tab');
  const tab = tabs.find((item) => item.value === tabParam) ?? tabs[0];
  const builderWideOnly = search.get('scope') === 'builder-wide';
  const posts: PostListParams = {
    filter: tab.filter,
    userId: viewerId,
    builderWide: builderWideOnly || tab.builderWide || undefined,
  };
  return { tab, builderWideOnly, posts };
}

export interface FeedViewProps {
  /** The tabs, in order; the first is the default (DECISIONS §1: each variant has its own). */
  tabs?: FeedTab[];
  composer?: ComposerVariant;
  card?: PostCardVariant;
  /** The empty feed's text (the older screens say it in one line). */
  emptyText?: string;
}

/**
 * The feed: header with Filter and Latest, stories and composer, the tabs and the posts. The tab
 * and the Builder-Wide filter live in the address (?tab=…&scope=builder-wide).
 */
export function FeedView({
  tabs = CANONICAL_FEED_TABS,
  composer = 'form',
  card = 'rich',
  emptyText,
}: FeedViewProps) {
  const viewer = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, builderWideOnly, posts } = feedAt(searchParams, tabs, viewer.id);
  const { filter } = tab;
  const openCreatePost = useOpenCreatePost();
  const feed = usePostPages(posts);
  const { fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setSearchParams(
        (params) => {
          if (value === null) params.delete(key);
          else params.set(key, value);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const { refetch } = feed;
  const toggleScope = useCallback(
    () => setParam('scope', builderWideOnly ? null : 'builder-wide'),
    [setParam, builderWideOnly],
  );
  const showLatest = useCallback(() => {
    window.scrollTo({ top: 0 });
    void refetch();
  }, [refetch]);

  return (
    <>
      <FeedHeader builderWideOnly={builderWideOnly} onFilter={toggleScope} onLatest={showLatest} />
      <FeedExtras composer={composer} />
      <Tabs
        label="Feed"
        tabs={tabs.map(({ value, label, count }) => ({ value, label, count }))}
        value={tab.value}
        onChange={(next) => setParam('tab', next === tabs[0].value ? null : next)}
      >
        {feed.isPending ? (
          <FeedSkeleton />
        ) : feed.isError ? (
          <Alert onRetry={() => void refetch()}>Failed to load posts. Please try again.</Alert>
        ) : feed.posts.length === 0 ? (
          emptyText ? (
            <EmptyState icon={<FiInbox aria-hidden />} title={emptyText} />
          ) : filter === 'all' && !builderWideOnly && !tab.builderWide ? (
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
          <PostCardVariantProvider variant={card}>
            <PostFeed
              label={`${tab.label} posts`}
              posts={feed.posts}
              hasMore={feed.hasNextPage}
              isLoadingMore={feed.isFetchingNextPage}
              onLoadMore={loadMore}
            />
          </PostCardVariantProvider>
        )}
      </Tabs>
    </>
  );
}
