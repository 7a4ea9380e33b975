// "Affects me too" from the click to the server and back: the button and the count change at once,
// the server's answer replaces them, and a failure puts them back with a toast
// (docs/product.md#concerns).
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAlreadyDone } from '../../api/client';
import { messageOf } from '../../api/server-messages';
import { markAffected, unmarkAffected } from '../../api/concerns';
import { postKeys } from '../../api/posts';
import { updatePostEverywhere } from '../../api/query-cache';
import type { Concern, Post } from '../../api/types';
import { useToast } from '../../components/toast';
import { usePressBeforeCall } from '../../lib/after-paint';
import { useAuth } from '../auth';
import { CONCERN_UPDATE_FAILED } from './use-concern-action';

const withConcern = (post: Post, concern: Concern): Post => ({ ...post, concern });

/** The concern with the viewer's mark set to `on`, its count moved by one (never below 1). */
const withMark = (concern: Concern, on: boolean): Concern => ({
  ...concern,
  affectedByMe: on,
  affectedCount: Math.max(1, concern.affectedCount + (on ? 1 : -1)),
});

/**
 * The mark the viewer asked for paints in the next frame; the call, and with it the cache's
 * optimistic copy, starts once that frame has painted (usePressBeforeCall). `shown` is the concern
 * as the card shows it meanwhile, whether or not the cache has caught up yet (the mark is applied
 * only where it differs, so never twice).
 */
export function useAffected() {
  const { user } = useAuth();
  const press = usePressBeforeCall();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, i18n } = useLingui();
  const mutation = useMutation({
    mutationFn: async ({ post, on }: { post: Post; on: boolean }) => {
      try {
        return await (on ? markAffected : unmarkAffected)(post.id, user!.id);
      } catch (error) {
        if (isAlreadyDone(error, on)) return null;
        throw error;
      }
    },
    onMutate: ({ post, on }) =>
      updatePostEverywhere(queryClient, post.id, (current) =>
        current.concern ? withConcern(current, withMark(current.concern, on)) : current,
      ),
    onSuccess: (concern, { post }) => {
      if (concern)
        updatePostEverywhere(queryClient, post.id, (current) => withConcern(current, concern));
    },
    onError: (error, _variables, rollback) => {
      rollback?.();
      toast({
        title: t`Error`,
        description: messageOf(error, i18n._(CONCERN_UPDATE_FAILED)),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      press.settle();
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
  return {
    toggle: (post: Post) => {
      if (!user || !post.concern) return;
      const on = !post.concern.affectedByMe;
      press.start(on, () => mutation.mutate({ post, on }));
    },
    shown: (concern: Concern) =>
      press.wanted !== null && press.wanted !== concern.affectedByMe
        ? withMark(concern, press.wanted)
        : concern,
    // Set in the click, cleared once the call has settled: the whole time a call is on its way.
    pending: press.pending,
  };
}
