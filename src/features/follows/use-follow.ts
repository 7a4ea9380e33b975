import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { isAlreadyDone } from '../../api/client';
import { usePressBeforeCall } from '../../lib/after-paint';
import { followUser, unfollowUser } from '../../api/follows';
import { postKeys } from '../../api/posts';
import { storyKeys } from '../../api/stories';
import type { Id } from '../../api/types';
import { userKeys } from '../../api/users';
import { rememberFollow } from '../../api/viewer-state';
import { sessionKeys } from '../../api/auth';
import { useToast } from '../../components/toast';
import { useViewer } from '../auth';

/**
 * Follow or unfollow another resident (POST / DELETE /api/follows). The state changes after a
 * successful response, and toasts say how it went (docs/product.md#follows-and-blocks). The press
 * is the toggles' (usePressBeforeCall): pending from the click's own render, its call once that
 * has painted, and a second press while one is on its way refused, a double tap in one task too.
 */
export function useFollow(targetId: Id) {
  const { t } = useLingui();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const toast = useToast();
  const press = usePressBeforeCall();
  const mutation = useMutation({
    mutationFn: async (follow: boolean) => {
      try {
        await (follow ? followUser : unfollowUser)({
          followerId: viewer.id,
          followingId: targetId,
        });
      } catch (error) {
        if (!isAlreadyDone(error, follow)) throw error;
      }
    },
    onSuccess: (_data, follow) => {
      // A server that does not send followedByMe: the profile keeps what the resident just did.
      rememberFollow(viewer.id, targetId, follow);
      toast({
        title: follow ? t`You are now following this user` : t`You have unfollowed this user`,
      });
      // Counts, the Following feed, stories and suggestions all change with a follow.
      for (const key of [userKeys.all, postKeys.all, storyKeys.all, sessionKeys.current]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (_error, follow) => {
      toast({
        title: t`Error`,
        description: follow ? t`Failed to follow user` : t`Failed to unfollow user`,
        variant: 'destructive',
      });
    },
    onSettled: press.settle,
  });
  return {
    isPending: press.pending,
    isSuccess: mutation.isSuccess,
    mutate: (follow: boolean, options?: MutateOptions<void, Error, boolean>) =>
      press.start(follow, () => mutation.mutate(follow, options)),
  };
}
