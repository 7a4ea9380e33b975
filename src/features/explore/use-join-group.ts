// Join from Explore's groups strip. Kept minimal on purpose: the Groups screen owns the full
// membership logic (Leave, approvals); this only joins or requests, then marks the card.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isEndpointMissing } from '../../api/client';
import { groupKeys, joinGroup } from '../../api/groups';
import type { Group } from '../../api/types';
import { useToast } from '../../components/toast';
import { useViewer } from '../auth/auth-context';
import { SUGGESTED_PARAMS } from './use-explore';

export function useJoinGroup() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (group: Group) => joinGroup(group.id, viewer.id),
    onSuccess: ({ memberStatus }, group) => {
      const joined = memberStatus === 'joined';
      // The suggestions exclude joined groups: refetching now would make the card vanish under
      // the pointer. Mark it here; every group query, this one included, refetches on its next use.
      queryClient.setQueryData<Group[]>(groupKeys.list(SUGGESTED_PARAMS), (groups) =>
        groups?.map((item) =>
          item.id === group.id
            ? {
                ...item,
                memberStatus,
                memberCount: item.memberCount + (joined ? 1 : 0),
                members: joined ? [...item.members, viewer.id] : item.members,
              }
            : item,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: groupKeys.all, refetchType: 'none' });
      toast(
        joined
          ? { title: 'Joined group', description: `You are now a member of ${group.name}.` }
          : { title: 'Request sent', description: `The admin of ${group.name} will review it.` },
      );
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: isEndpointMissing(error)
          ? 'Joining groups is not available on this server yet.'
          : 'Failed to join group. Please try again.',
        variant: 'destructive',
      }),
  });
}
