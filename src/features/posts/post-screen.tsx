import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FiAlertCircle } from 'react-icons/fi';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, isEndpointMissing } from '../../api/client';
import { listPosts, postQueryOptions } from '../../api/posts';
import { wrapRequest } from '../../api/query-options';
import type { Id, Post } from '../../api/types';
import { Alert } from '../../components/alert';
import { BackLink } from '../../components/back-link';
import { ButtonLink } from '../../components/button';
import { PageTitle, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { PostCard } from './post-card';
import { usePrefetchComments } from '../comments';
import { ConcernPanel, ConcernQuestion } from '../concerns';
import { RemovedPost } from '../reports';
import { PostCardSkeleton } from './post-card-skeleton';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  > a {
    margin-left: -${({ theme }) => theme.space[3]}px;
  }
`;

/**
 * The post (proposed GET /api/posts/{id}). A 404 may be the post's or the route's: the documented
 * list tells. A post it holds exists, so the route is what is missing (learnt for the next post
 * page) and the post is shown from the list; a post in neither is not found.
 */
async function loadPost(request: () => Promise<Post>, id: Id): Promise<Post> {
  try {
    return await request();
  } catch (error) {
    if (!isApiError(error, 404) && !isEndpointMissing(error)) throw error;
    const found = (await listPosts()).find((post) => post.id === id);
    if (found && isEndpointMissing(error, { recordExists: true })) return found;
    throw error;
  }
}

function parseId(param: string | undefined): Id | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<FiAlertCircle aria-hidden />}
      title={t`Post not found`}
      description={t`It may have been removed, or the link is incomplete.`}
      action={
        <ButtonLink to="/home">
          <Trans>Go to Home</Trans>
        </ButtonLink>
      }
    />
  );
}

/** /posts/:id, where Share links and notifications lead: the post with its comments open. */
export default function PostScreen() {
  const id = parseId(useParams().id);
  const query = useQuery({
    ...wrapRequest(postQueryOptions(id ?? 0), (request) => loadPost(request, id!)),
    enabled: id !== null,
  });
  usePrefetchComments(id);

  let body;
  if (id === null || (query.isError && isApiError(query.error, 404))) {
    body = <NotFound />;
  } else if (query.isPending) {
    body = (
      <div role="status">
        <span className="visually-hidden">
          <Trans>Loading post...</Trans>
        </span>
        <PostCardSkeleton />
      </div>
    );
  } else if (query.data === undefined) {
    body = (
      <Alert onRetry={() => void query.refetch()}>
        <Trans>Failed to load the post. Please try again.</Trans>
      </Alert>
    );
  } else {
    const post = query.data;
    // A removed post: what took its place, for everyone (docs/product.md#reports).
    body = post.removal ? (
      <RemovedPost post={{ ...post, removal: post.removal }} />
    ) : (
      <>
        <ConcernQuestion post={query.data} />
        <PostCard post={query.data} defaultCommentsOpen />
        <ConcernPanel post={query.data} />
      </>
    );
  }

  return (
    <Stack $gap={4}>
      <Header>
        <BackLink fallback="/home">
          <Trans>Back to Home</Trans>
        </BackLink>
        <PageTitle>
          <Trans context="page title: one post">Post</Trans>
        </PageTitle>
      </Header>
      {body}
    </Stack>
  );
}
