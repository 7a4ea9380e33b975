import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { callProbingFeature, isAlreadyDone, isApiError, isEndpointMissing } from '../../api/client';
import { probeGroups } from './use-groups';
import { groupKeys, joinGroup, leaveGroup } from '../../api/groups';
import type { Group, Id, MemberStatus } from '../../api/types';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth';
import { updateGroupEverywhere } from './group-cache';
import { shownServerMessage } from '../../api/server-messages';

export type MembershipAction = 'join' | 'leave';

/**
 * Join makes a public group joined (+1), Request a private one pending; Leave undoes
 * (docs/product.md#groups-and-membership).
 */
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

function failureText(i18n: I18n, error: unknown, action: MembershipAction): string {
  const serverText = isApiError(error, 409) ? shownServerMessage(error) : null;
  if (serverText) return serverText;
  if (isEndpointMissing(error)) {
    return i18n._(
      action === 'join'
        ? msg`Failed to join group: groups are not available on this server yet.`
        : msg`Failed to leave group: groups are not available on this server yet.`,
    );
  }
  return i18n._(action === 'join' ? msg`Failed to join group` : msg`Failed to leave group`);
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
 *
 * `run(group, action)` starts it; a second action on a group whose call is still on its way is
 * ignored (a double tap), and `pendingAction(id)` names the running one so the button shows it
 * busy. The server saying it is already done (409 on a join: already a member or already
 * requested; 404 on a leave: not a member) ends in the state asked for, without an error.
 */
export function useMembership({ refetchNow = true, announce = false }: MembershipOptions = {}) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  // Two taps in one task both see the render before the first: the ref closes that gap, the
  // state paints the busy button. Keyed by group, as Explore runs one hook for all its cards.
  const running = useRef(new Map<Id, MembershipAction>());
  const [pending, setPending] = useState<ReadonlyMap<Id, MembershipAction>>(() => new Map());
  const mutation = useMutation({
    mutationFn: async ({ group, action }: { group: Group; action: MembershipAction }) => {
      try {
        return await callProbingFeature(
          () => (action === 'join' ? joinGroup : leaveGroup)(group.id, user!.id),
          probeGroups,
        );
      } catch (error) {
        if (isAlreadyDone(error, action === 'join')) {
          return { memberStatus: afterAction(group, action).memberStatus };
        }
        throw error;
      }
    },
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
        const name = group.name;
        toast(
          memberStatus === 'joined'
            ? { title: t`Joined group`, description: t`You are now a member of ${name}.` }
            : { title: t`Request sent`, description: t`The admin of ${name} will review it.` },
        );
      }
    },
    onError: (error, { action }, rollback) => {
      rollback?.();
      toast({
        title: t`Error`,
        description: failureText(i18n, error, action),
        variant: 'destructive',
      });
    },
    onSettled: (_data, _error, { group }) => {
      running.current.delete(group.id);
      setPending(new Map(running.current));
      return queryClient.invalidateQueries({
        queryKey: groupKeys.all,
        refetchType: refetchNow ? 'active' : 'none',
      });
    },
  });
  const { mutate } = mutation;
  const run = useCallback(
    (group: Group, action: MembershipAction) => {
      if (running.current.has(group.id)) return;
      running.current.set(group.id, action);
      setPending(new Map(running.current));
      mutate({ group, action });
    },
    [mutate],
  );
  const pendingAction = useCallback((id: Id) => pending.get(id), [pending]);
  return { run, pendingAction };
}
