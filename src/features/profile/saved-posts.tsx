import { Trans, useLingui } from '@lingui/react/macro';
import { FiBookmark } from 'react-icons/fi';
import type { Post } from '../../api/types';
import { Alert } from '../../components/alert';
import { EmptyState } from '../../components/empty-state';
import { FeedSkeleton, PostFeed } from '../posts';
import type { useSavedPosts } from './use-profile-data';

/**
 * Un-saving a post removes it from this list (docs/product.md#likes-reposts-and-saves). The card's
 * Save toggle marks the post unsaved everywhere at once, so it leaves here at once; the list is
 * then refetched, and a failed call puts it back.
 */
export function stillSaved(posts: Post[] | null | undefined): Post[] {
  return (posts ?? []).filter((post) => post.savedByMe !== false);
}

export function SavedPosts({ saved }: { saved: ReturnType<typeof useSavedPosts> }) {
  const { t } = useLingui();
  if (saved.isPending) return <FeedSkeleton label={t`Loading saved posts...`} />;
  if (saved.data === undefined) {
    return (
      <Alert onRetry={() => void saved.refetch()}>
        <Trans>Failed to load saved posts. Please try again.</Trans>
      </Alert>
    );
  }
  if (saved.data === null) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<FiBookmark aria-hidden />}
        title={t`Saving posts is not available on this server yet`}
        description={t`Saved posts will show here once it is.`}
      />
    );
  }
  const posts = stillSaved(saved.data);
  if (posts.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<FiBookmark aria-hidden />}
        title={t`No saved posts yet`}
        description={t`Use Save on any post to keep it here for later.`}
      />
    );
  }
  return <PostFeed label={t`Saved posts`} posts={posts} />;
}
