import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  likePost,
  repostPost,
  savePost,
  unlikePost,
  unrepostPost,
  unsavePost,
} from '../../api/interactions';
import { postKeys } from '../../api/posts';
import type { Post } from '../../api/types';
import { userKeys } from '../../api/users';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth/auth-context';
import { updatePostEverywhere } from './post-cache';

export type Toggle = 'like' | 'repost' | 'save';

const calls = {
  like: {
    on: likePost,
    off: unlikePost,
    flag: 'likedByMe',
    count: 'likesCount',
    error: 'Failed to like post',
  },
  repost: {
    on: repostPost,
    off: unrepostPost,
    flag: 'repostedByMe',
    count: 'repostsCount',
    error: 'Failed to repost',
  },
  save: {
    on: savePost,
    off: unsavePost,
    flag: 'savedByMe',
    count: null,
    error: 'Failed to save post',
  },
} as const;

/** Whether the post is liked, reposted or saved by the viewer. */
export const isToggled = (post: Post, kind: Toggle) => post[calls[kind].flag];

/** The post with that toggle set on or off, its count moved by one (never below 0). */
export function withToggle(post: Post, kind: Toggle, on: boolean): Post {
  const { flag, count } = calls[kind];
  return {
    ...post,
    [flag]: on,
    ...(count ? { [count]: Math.max(0, post[count] + (on ? 1 : -1)) } : {}),
  };
}

/**
 * Like, repost or save with the state and count changed at once (optimistic) and rolled back with
 * SPEC §8's toast if the call fails; the posts are then refetched, as SPEC §4 says.
 * Without a signed-in user it does nothing (SPEC §4).
 */
export function usePostToggle(kind: Toggle) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const call = calls[kind];
  const mutation = useMutation({
    mutationFn: ({ post, on }: { post: Post; on: boolean }) =>
      (on ? call.on : call.off)({ userId: user!.id, postId: post.id }),
    onMutate: async ({ post, on }) => {
      // A refetch already on its way would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: postKeys.all });
      return updatePostEverywhere(queryClient, post.id, (current) => withToggle(current, kind, on));
    },
    onError: (_error, _variables, rollback) => {
      rollback?.();
      toast({ title: 'Error', description: call.error, variant: 'destructive' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      if (kind === 'save') void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  return {
    toggle: (post: Post) => {
      if (!user || mutation.isPending) return;
      mutation.mutate({ post, on: !isToggled(post, kind) });
    },
    isPending: mutation.isPending,
  };
}
