// The care team's and an author's steps on reports (docs/product.md#reports): sent once, then the
// reports, the post and the notifications read again; a refusal is told in a toast with the
// server's words, and the form keeps what was typed.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { messageOf } from '../../api/server-messages';
import { postKeys } from '../../api/posts';
import {
  appealRemoval,
  decideAppeal,
  decideReport,
  MODERATION_KEY,
  type AppealDecision,
} from '../../api/reports';
import type { Id, ReportDecision } from '../../api/types';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth';

export const MODERATION_FAILED = msg`Failed to save the decision. Please try again.`;

export type ModerationStep =
  | { kind: 'report'; reportId: Id; decision: ReportDecision; note: string | null }
  | { kind: 'appeal'; postId: Id; decision: AppealDecision }
  | { kind: 'ask-review'; postId: Id; reason: string };

function send(actorId: Id, step: ModerationStep): Promise<unknown> {
  if (step.kind === 'report')
    return decideReport(step.reportId, { actorId, decision: step.decision, note: step.note });
  if (step.kind === 'appeal') return decideAppeal(step.postId, actorId, step.decision);
  return appealRemoval(step.postId, actorId, step.reason);
}

/** Sends a step; `done` says in a toast what happened, `sent` runs once it is saved. */
export function useModerationStep() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, i18n } = useLingui();
  // Set at the press, not at the next render: two presses in one frame still send once.
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ step }: { step: ModerationStep; done: string; sent?: () => void }) =>
      send(user!.id, step),
    onSuccess: (_data, { done, sent }) => {
      sent?.();
      toast({ title: done });
    },
    onError: (error) =>
      toast({
        title: t`Error`,
        description: messageOf(error, i18n._(MODERATION_FAILED)),
        variant: 'destructive',
      }),
    onSettled: () => {
      sending.current = false;
      void queryClient.invalidateQueries({ queryKey: MODERATION_KEY });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
  // A second press while the first is on its way sends nothing (the button shows it is busy).
  const run = (variables: { step: ModerationStep; done: string; sent?: () => void }) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(variables);
  };
  return { run, pending: mutation.isPending };
}
