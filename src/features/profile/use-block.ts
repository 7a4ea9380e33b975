import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProbingFeature, isEndpointMissing } from '../../api/client';
import { sessionKeys } from '../../api/auth';
import { blockUser, unblockUser } from '../../api/follows';
import { postKeys } from '../../api/posts';
import { storyKeys } from '../../api/stories';
import type { BlockedUser, UserSummary } from '../../api/types';
import { listBlockedUsers, userKeys } from '../../api/users';
import { useToast } from '../../components/toast';
import { useViewer } from '../auth';

/**
 * Block or unblock a resident (proposed POST / DELETE /api/blocks). The Blocked Users list changes
 * as soon as the server agrees; posts, stories and counts are refetched, since a block hides the
 * person's posts and ends following both ways.
 */
export function useBlock(target: UserSummary) {
  const { t } = useLingui();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const toast = useToast();
  const name = target.fullName;
  return useMutation({
    mutationFn: (block: boolean) =>
      callProbingFeature(
        () => (block ? blockUser : unblockUser)({ blockerId: viewer.id, blockedId: target.id }),
        () => listBlockedUsers(viewer.id),
      ),
    onSuccess: (_data, block) => {
      queryClient.setQueryData<BlockedUser[] | null>(userKeys.blocked(viewer.id), (cached) => {
        const list = cached ?? [];
        if (!block) return list.filter((blocked) => blocked.id !== target.id);
        const blockedAt = new Date().toISOString();
        const { id, fullName, username, society } = target;
        return [{ id, fullName, username, society, blockedAt }, ...list];
      });
      toast(
        block
          ? {
              title: t`User blocked`,
              description: t`You will no longer see posts by ${name}.`,
            }
          : {
              title: t`User unblocked`,
              description: t`Posts by ${name} will show in your feeds again.`,
            },
      );
      for (const key of [postKeys.all, userKeys.all, storyKeys.all, sessionKeys.current]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (error, block) => {
      const missing = isEndpointMissing(error);
      toast({
        title: t`Error`,
        description: block
          ? missing
            ? t`Failed to block user: blocking is not available on this server yet.`
            : t`Failed to block user`
          : missing
            ? t`Failed to unblock user: blocking is not available on this server yet.`
            : t`Failed to unblock user`,
        variant: 'destructive',
      });
    },
  });
}
