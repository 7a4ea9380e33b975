import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isEndpointMissing } from '../../api/client';
import { sessionKeys } from '../../api/auth';
import { blockUser, unblockUser } from '../../api/follows';
import { postKeys } from '../../api/posts';
import { storyKeys } from '../../api/stories';
import type { BlockedUser, UserSummary } from '../../api/types';
import { userKeys } from '../../api/users';
import { useToast } from '../../components/toast';
import { useViewer } from '../auth/auth-context';

/**
 * Block or unblock a resident (proposed POST / DELETE /api/blocks). The Blocked Users list changes
 * as soon as the server agrees; posts, stories and counts are refetched, since a block hides the
 * person's posts and ends following both ways.
 */
export function useBlock(target: UserSummary) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (block: boolean) =>
      (block ? blockUser : unblockUser)({ blockerId: viewer.id, blockedId: target.id }),
    onSuccess: (_data, block) => {
      queryClient.setQueryData<BlockedUser[]>(userKeys.blocked(viewer.id), (list = []) =>
        block
          ? [
              {
                id: target.id,
                fullName: target.fullName,
                username: target.username,
                society: target.society,
                blockedAt: new Date().toISOString(),
              },
              ...list,
            ]
          : list.filter((blocked) => blocked.id !== target.id),
      );
      toast(
        block
          ? {
              title: 'User blocked',
              description: `You will no longer see posts by ${target.fullName}.`,
            }
          : {
              title: 'User unblocked',
              description: `Posts by ${target.fullName} will show in your feeds again.`,
            },
      );
      for (const key of [postKeys.all, userKeys.all, storyKeys.all, sessionKeys.current]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (error, block) => {
      const failed = block ? 'Failed to block user' : 'Failed to unblock user';
      toast({
        title: 'Error',
        description: isEndpointMissing(error)
          ? `${failed}: blocking is not available on this server yet.`
          : failed,
        variant: 'destructive',
      });
    },
  });
}
