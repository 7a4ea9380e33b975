import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode } from 'react';
import { FiEdit3 } from 'react-icons/fi';
import type { Id, ProfilePost } from '../../api/types';
import { Alert } from '../../components/alert';
import { Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { usePostPages } from '../feed';
import { FeedSkeleton, PostFeed } from '../posts';
import { RecentPosts } from './recent-posts';

/**
 * A resident's posts as full post cards (proposed GET /api/posts?authorId=, paged). When that list
 * cannot load, the profile's own posts[] (id, content, createdAt) still show below the error.
 */
export function UserPosts({
  authorId,
  label,
  empty,
  recent = [],
  headingLevel = 2,
}: {
  authorId: Id;
  label: string;
  empty: { title: string; description?: string; action?: ReactNode };
  recent?: ProfilePost[];
  /** The empty text's heading: 3 under the other profile's 'Posts' heading. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const feed = usePostPages({ authorId });
  const { fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // A backend that ignores the proposed authorId would send everyone's posts: keep this author's.
  const posts = useMemo(
    () => feed.posts.filter((post) => post.authorId === authorId),
    [feed.posts, authorId],
  );

  if (feed.isPending) return <FeedSkeleton label={t`Loading posts...`} />;
  if (feed.data === undefined) {
    return (
      <Stack $gap={4}>
        <Alert onRetry={() => void feed.refetch()}>
          <Trans>Failed to load posts. Please try again.</Trans>
        </Alert>
        {recent.length > 0 && <RecentPosts posts={recent} />}
      </Stack>
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon={<FiEdit3 aria-hidden />}
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />
    );
  }
  return (
    <PostFeed
      label={label}
      posts={posts}
      hasMore={feed.hasNextPage}
      isLoadingMore={feed.isFetchingNextPage}
      loadMoreFailed={feed.isFetchNextPageError}
      onLoadMore={loadMore}
    />
  );
}
