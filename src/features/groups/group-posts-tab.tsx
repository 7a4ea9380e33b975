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
  const isMember = group.memberStatus === 'joined';
  const posts = useGroupPosts(group.id, isMember);

  if (!isMember) {
    return (
      <EmptyState
        icon={<FiLock aria-hidden />}
        title="Members only"
        description="You need to join this group to see posts."
        headingLevel={2}
        action={<MembershipButton group={group} place="page" size="md" />}
      />
    );
  }

  let list;
  if (posts.isPending) list = <FeedSkeleton />;
  else if (posts.isError) {
    list = (
      <Alert onRetry={() => void posts.refetch()}>Failed to load posts. Please try again.</Alert>
    );
  } else if (posts.data.length === 0) {
    list = (
      <EmptyState
        icon={<FiMessageSquare aria-hidden />}
        title="No posts yet"
        description="Be the first to share something with this group."
        headingLevel={2}
      />
    );
  } else list = <PostFeed posts={posts.data} label={`Posts in ${group.name}`} />;

  return (
    <Stack $gap={4}>
      <GroupPostComposer group={group} />
      {list}
    </Stack>
  );
}
