import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isAlreadyDone } from '../../api/client';
import { messageOf } from '../../api/server-messages';
import { approveJoinRequest, declineJoinRequest, groupKeys } from '../../api/groups';
import type { GroupDetail, Id, UserSummary } from '../../api/types';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth';

export type RequestDecision = 'approve' | 'decline';

/**
 * The admin's answer to one join request (proposed POST .../requests/{userId}/approve and
 * DELETE .../requests/{userId}). The request leaves the list and an approval counts the new member
 * at once; then every group query is refetched (members list, stats, the cards).
 *
 * `answer(requester, decision)` sends it; a second answer while one is on its way is ignored (a
 * double tap) and `running` names the one on its way. A server saying it is already done (409 on
 * an approval: already a member; 404 on a decline: no request left) ends as if it had been now.
 */
export function useJoinRequest(groupId: Id) {
  const { t } = useLingui();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  // Two taps in one task both see the render before the first: the ref closes that gap.
  const runningRef = useRef(false);
  const [running, setRunning] = useState<RequestDecision | null>(null);
  const { mutate } = useMutation({
    mutationFn: async ({
      requester,
      decision,
    }: {
      requester: UserSummary;
      decision: RequestDecision;
    }) => {
      try {
        await (decision === 'approve'
          ? approveJoinRequest(groupId, requester.id, user!.id)
          : declineJoinRequest(groupId, requester.id, user!.id));
      } catch (error) {
        if (!isAlreadyDone(error, decision === 'approve')) throw error;
      }
    },
    onSuccess: (_, { requester, decision }) => {
      queryClient.setQueryData<GroupDetail>(groupKeys.detail(groupId), (group) =>
        group
          ? {
              ...group,
              pendingRequests: group.pendingRequests.filter((item) => item.id !== requester.id),
              memberCount: group.memberCount + (decision === 'approve' ? 1 : 0),
            }
          : group,
      );
      const name = requester.fullName;
      toast(
        decision === 'approve'
          ? { title: t`Request approved`, description: t`${name} is now a member.` }
          : { title: t`Request declined`, description: t`${name} was not added.` },
      );
    },
    onError: (error, { decision }) => {
      toast({
        title: t`Error`,
        description: messageOf(
          error,
          decision === 'approve'
            ? t`Failed to approve the request`
            : t`Failed to decline the request`,
        ),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      runningRef.current = false;
      setRunning(null);
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
  const answer = useCallback(
    (requester: UserSummary, decision: RequestDecision) => {
      if (runningRef.current) return;
      runningRef.current = true;
      setRunning(decision);
      mutate({ requester, decision });
    },
    [mutate],
  );
  return { answer, running };
}
