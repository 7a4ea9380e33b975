import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callProbingFeature, isApiError, isEndpointMissing } from '../../api/client';
import { probeGroups } from './use-groups';
import { groupKeys, joinGroup, leaveGroup } from '../../api/groups';
import type { Group, MemberStatus } from '../../api/types';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth/auth-context';
import { updateGroupEverywhere } from './group-cache';

export type MembershipAction = 'join' | 'leave';

/** SPEC §4: Join makes a public group joined (+1), Request a private one pending; Leave undoes. */
function afterAction(
  group: Group,
  action: MembershipAction,
): Pick<Group, 'memberStatus' | 'memberCount'> {
  if (action === 'leave') {
    return {
      memberStatus: 'none',
      memberCount: group.memberCount - (group.memberStatus === 'joined' ? 1 : 0),
    };
  }
  const memberStatus: MemberStatus = group.isPrivate ? 'pending' : 'joined';
  return { memberStatus, memberCount: group.memberCount + (memberStatus === 'joined' ? 1 : 0) };
}

function failureText(error: unknown, action: MembershipAction): string {
  const fallback = action === 'join' ? 'Failed to join group' : 'Failed to leave group';
  if (isApiError(error, 409) && error.serverMessage) return error.serverMessage;
  if (isEndpointMissing(error)) {
    return `${fallback}: groups are not available on this server yet.`;
  }
  return fallback;
}

export interface MembershipOptions {
  /**
   * Refetch the group lists as soon as the call settles (the default). A list that drops joined
   * groups (Explore's suggestions) passes false, so the card does not vanish under the pointer:
   * the lists are then refetched on their next use.
   */
  refetchNow?: boolean;
  /** Confirm a join or request with a toast (the card alone shows it elsewhere). */
  announce?: boolean;
}

/**
 * Join, request or leave one group (proposed POST / DELETE /api/groups/{id}/members). The card
 * and the group page change at once; a failure puts the old state back and says so; afterwards
 * the group queries are refetched so the stats, the tabs and the group page agree with the server.
 */
export function useMembership({ refetchNow = true, announce = false }: MembershipOptions = {}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ group, action }: { group: Group; action: MembershipAction }) =>
      callProbingFeature(
        () => (action === 'join' ? joinGroup : leaveGroup)(group.id, user!.id),
        probeGroups,
      ),
    onMutate: async ({ group, action }) => {
      await queryClient.cancelQueries({ queryKey: groupKeys.all });
      const next = afterAction(group, action);
      const delta = next.memberCount - group.memberCount;
      updateGroupEverywhere(queryClient, group.id, (cached) => ({
        ...cached,
        ...next,
        memberCount: cached.memberCount + delta,
      }));
      // The inverse of this change, not a snapshot: another card's action meanwhile is kept.
      return () =>
        updateGroupEverywhere(queryClient, group.id, (cached) => ({
          ...cached,
          memberStatus: group.memberStatus,
          memberCount: cached.memberCount - delta,
        }));
    },
    onSuccess: ({ memberStatus }, { group, action }) => {
      updateGroupEverywhere(queryClient, group.id, (cached) => ({ ...cached, memberStatus }));
      if (announce && action === 'join') {
        toast(
          memberStatus === 'joined'
            ? { title: 'Joined group', description: `You are now a member of ${group.name}.` }
            : { title: 'Request sent', description: `The admin of ${group.name} will review it.` },
        );
      }
    },
    onError: (error, { action }, rollback) => {
      rollback?.();
      toast({ title: 'Error', description: failureText(error, action), variant: 'destructive' });
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: groupKeys.all,
        refetchType: refetchNow ? 'active' : 'none',
      }),
  });
}
