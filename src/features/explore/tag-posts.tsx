import { useCallback, useMemo } from 'react';
import { FiArrowLeft, FiHash } from 'react-icons/fi';
import type { Post } from '../../api/types';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { usePostPages } from '../feed/use-feed';
import { FeedSkeleton } from '../posts/post-card-skeleton';
import { PostFeed } from '../posts/post-feed';
import { Section, SectionError } from './section';

const hasTag = (post: Post, tag: string) =>
  post.hashtags.some((item) => item.toLowerCase() === tag.toLowerCase());

/** `?tag=`: the posts carrying one hashtag (GET /api/posts?hashtag=…), newest first. */
export function TagPosts({ tag, backSearch }: { tag: string; backSearch: string }) {
  const pages = usePostPages({ hashtag: tag });
  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // A server that ignores the proposed `hashtag` filter must not pass other posts off as tagged.
  const posts = useMemo(() => pages.posts.filter((post) => hasTag(post, tag)), [pages.posts, tag]);

  let body;
  if (pages.isPending) body = <FeedSkeleton label={`Loading posts tagged #${tag}...`} />;
  else if (pages.isError) {
    body = (
      <SectionError onRetry={() => void pages.refetch()}>
        Failed to load posts. Please try again.
      </SectionError>
    );
  } else if (posts.length === 0 && !pages.hasNextPage) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<FiHash aria-hidden />}
        title={`No posts tagged #${tag} yet`}
        description="Use the tag in a post and it will show up here."
      />
    );
  } else {
    body = (
      <PostFeed
        label={`Posts tagged #${tag}`}
        posts={posts}
        hasMore={pages.hasNextPage}
        isLoadingMore={pages.isFetchingNextPage}
        onLoadMore={loadMore}
      />
    );
  }

  return (
    <Section
      title={`Posts tagged #${tag}`}
      icon={<FiHash aria-hidden />}
      action={
        <ButtonLink
          to={{ search: backSearch }}
          variant="outline"
          size="sm"
          icon={<FiArrowLeft aria-hidden />}
        >
          All of Explore
        </ButtonLink>
      }
    >
      {body}
    </Section>
  );
}
