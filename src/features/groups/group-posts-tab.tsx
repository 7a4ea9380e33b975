import { Trans, useLingui } from '@lingui/react/macro';
import { FiLock, FiMessageSquare } from 'react-icons/fi';
import type { GroupDetail } from '../../api/types';
import { Alert } from '../../components/alert';
import { Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { FeedSkeleton, PostFeed } from '../posts';
import { GroupPostComposer } from './group-post-composer';
import { MembershipButton } from './membership-button';
import { useGroupPosts } from './use-groups';

/**
 * Group posts are for members only; members also get a composer
 * (docs/product.md#roles-and-permissions).
 */
export function GroupPostsTab({ group }: { group: GroupDetail }) {
  const { t } = useLingui();
  const isMember = group.memberStatus === 'joined';
  const posts = useGroupPosts(group.id, isMember);

  if (!isMember) {
    return (
      <EmptyState
        icon={<FiLock aria-hidden />}
        title={t`Members only`}
        description={t`You need to join this group to see posts.`}
        headingLevel={2}
        action={<MembershipButton group={group} place="page" size="md" />}
      />
    );
  }

  let list;
  if (posts.isPending) list = <FeedSkeleton />;
  else if (posts.data === undefined) {
    list = (
      <Alert onRetry={() => void posts.refetch()}>
        <Trans>Failed to load posts. Please try again.</Trans>
      </Alert>
    );
  } else if (posts.data.length === 0) {
    list = (
      <EmptyState
        icon={<FiMessageSquare aria-hidden />}
        title={t`No posts yet`}
        description={t`Be the first to share something with this group.`}
        headingLevel={2}
      />
    );
  } else {
    const name = group.name;
    list = <PostFeed posts={posts.data} label={t`Posts in ${name}`} />;
  }

  return (
    <Stack $gap={4}>
      <GroupPostComposer group={group} />
      {list}
    </Stack>
  );
}
