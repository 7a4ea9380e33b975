import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveJoinRequest, declineJoinRequest, groupKeys } from '../../api/groups';
import type { GroupDetail, Id, UserSummary } from '../../api/types';
import { useToast } from '../../components/toast';
import { messageOf } from '../../lib/forms';
import { useAuth } from '../auth/auth-context';

export type RequestDecision = 'approve' | 'decline';

/**
 * The admin's answer to one join request (proposed POST .../requests/{userId}/approve and
 * DELETE .../requests/{userId}). The request leaves the list and an approval counts the new member
 * at once; then every group query is refetched (members list, stats, the cards).
 */
export function useJoinRequest(groupId: Id) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ requester, decision }: { requester: UserSummary; decision: RequestDecision }) =>
      decision === 'approve'
        ? approveJoinRequest(groupId, requester.id, user!.id)
        : declineJoinRequest(groupId, requester.id, user!.id),
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
      toast(
        decision === 'approve'
          ? { title: 'Request approved', description: `${requester.fullName} is now a member.` }
          : { title: 'Request declined', description: `${requester.fullName} was not added.` },
      );
    },
    onError: (error, { decision }) => {
      toast({
        title: 'Error',
        description: messageOf(
          error,
          decision === 'approve'
            ? 'Failed to approve the request'
            : 'Failed to decline the request',
        ),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
