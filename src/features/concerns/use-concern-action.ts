// A step someone takes on a concern (a status change, an assignment, an official response): sent,
// then the post, its timeline and the care queue read again; a refusal is told in a toast with the
// server's words, and the form that sent it keeps what was typed (docs/product.md#concerns).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../api/server-messages';
import {
  assignConcern,
  changeConcernStatus,
  respondToConcern,
  type StatusChangeBody,
} from '../../api/concerns';
import { postKeys } from '../../api/posts';
import { societyKeys } from '../../api/societies';
import type { Id } from '../../api/types';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth';

export type ConcernAction =
  | { kind: 'status'; change: Omit<StatusChangeBody, 'actorId'> }
  | { kind: 'assign'; assigneeId: Id }
  | { kind: 'respond'; content: string };

/** What a failed step on a concern says when the server gives no message of its own. */
export const CONCERN_UPDATE_FAILED = msg`Failed to update the concern. Please try again.`;

export const CARE_QUEUE_KEY = ['/api/care/queue'] as const;

function send(postId: Id, actorId: Id, action: ConcernAction): Promise<unknown> {
  if (action.kind === 'status') return changeConcernStatus(postId, { actorId, ...action.change });
  if (action.kind === 'assign') return assignConcern(postId, actorId, action.assigneeId);
  return respondToConcern(postId, actorId, action.content);
}

/** Sends `action` on the concern of post `postId`; `done` says in a toast what happened. */
export function useConcernAction(postId: Id) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, i18n } = useLingui();
  return useMutation({
    mutationFn: ({ action }: { action: ConcernAction; done: string }) =>
      send(postId, user!.id, action),
    onSuccess: (_data, { done }) => toast({ title: done }),
    onError: (error) =>
      toast({
        title: t`Error`,
        description: messageOf(error, i18n._(CONCERN_UPDATE_FAILED)),
        variant: 'destructive',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      void queryClient.invalidateQueries({ queryKey: CARE_QUEUE_KEY });
      // A step moves the society records' figures (issue 32).
      void queryClient.invalidateQueries({ queryKey: societyKeys.records });
    },
  });
}
