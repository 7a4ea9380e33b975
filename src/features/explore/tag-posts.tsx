import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode } from 'react';
import { FiArrowLeft, FiHash, FiHome } from 'react-icons/fi';
import type { PostListParams } from '../../api/posts';
import { useSocieties } from '../../api/societies';
import type { Post } from '../../api/types';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { usePostPages } from '../feed';
import { FeedSkeleton, PostFeed } from '../posts';
import { Section } from './section';
import { tagKey } from '../../lib/text';

const hasTag = (post: Post, tag: string) =>
  post.hashtags.some((item) => tagKey(item) === tagKey(tag));

interface TopicPostsProps {
  title: string;
  /** What the skeleton announces while the first posts load. */
  loading: string;
  icon: ReactNode;
  params: PostListParams;
  /** Keeps only matching posts: a server that ignores a proposed filter must not pass others off. */
  matches: (post: Post) => boolean;
  empty: { title: string; description: string };
  backSearch: string;
}

/** One topic's posts (a hashtag, a society), newest first, with a way back to all of Explore. */
function TopicPosts({ title, loading, icon, params, matches, empty, backSearch }: TopicPostsProps) {
  const pages = usePostPages(params);
  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const posts = useMemo(() => pages.posts.filter(matches), [pages.posts, matches]);

  let body;
  if (pages.isPending) body = <FeedSkeleton label={loading} />;
  else if (pages.data === undefined) {
    body = (
      <Alert onRetry={() => void pages.refetch()}>
        <Trans>Failed to load posts. Please try again.</Trans>
      </Alert>
    );
  } else if (posts.length === 0 && !pages.hasNextPage) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={icon}
        title={empty.title}
        description={empty.description}
      />
    );
  } else {
    body = (
      <PostFeed
        label={title}
        posts={posts}
        hasMore={pages.hasNextPage}
        isLoadingMore={pages.isFetchingNextPage}
        loadMoreFailed={pages.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    );
  }

  return (
    <Section
      title={title}
      icon={icon}
      action={
        <ButtonLink
          to={{ search: backSearch }}
          variant="outline"
          size="sm"
          icon={<FiArrowLeft aria-hidden />}
        >
          <Trans>All of Explore</Trans>
        </ButtonLink>
      }
    >
      {body}
    </Section>
  );
}

/** `?tag=`: the posts carrying one hashtag (GET /api/posts?hashtag=…). */
export function TagPosts({ tag, backSearch }: { tag: string; backSearch: string }) {
  const { t } = useLingui();
  const matches = useCallback((post: Post) => hasTag(post, tag), [tag]);
  // The loading line has always named the topic in lower case.
  const lowerTag = tag.toLowerCase();
  return (
    <TopicPosts
      title={t`Posts tagged #${tag}`}
      loading={t`Loading posts tagged #${lowerTag}...`}
      icon={<FiHash aria-hidden />}
      params={{ hashtag: tag }}
      matches={matches}
      empty={{
        title: t`No posts tagged #${tag} yet`,
        description: t`Use the tag in a post and it will show up here.`,
      }}
      backSearch={backSearch}
    />
  );
}

/** `?society=`: one society's own posts (GET /api/posts?societyId=…), where search leads. */
export function SocietyPosts({ societyId, backSearch }: { societyId: number; backSearch: string }) {
  const { t } = useLingui();
  const societies = useSocieties();
  const name = societies.data?.find((society) => society.id === societyId)?.name;
  const matches = useCallback(
    (post: Post) => !post.isBuilderWide && post.society?.id === societyId,
    [societyId],
  );
  // The loading line has always named the topic in lower case.
  const lowerName = name?.toLowerCase();
  return (
    <TopicPosts
      title={name ? t`Posts in ${name}` : t`Posts in this society`}
      loading={
        lowerName ? t`Loading posts in ${lowerName}...` : t`Loading posts in this society...`
      }
      icon={<FiHome aria-hidden />}
      params={{ societyId }}
      matches={matches}
      empty={{
        title: name ? t`No posts in ${name} yet` : t`No posts in this society yet`,
        description: t`Posts for this society will show up here.`,
      }}
      backSearch={backSearch}
    />
  );
}
