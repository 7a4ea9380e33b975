import { useQuery } from '@tanstack/react-query';
import { isEndpointMissing } from '../../api/client';
import { groupKeys, listGroups } from '../../api/groups';
import type { Id, User } from '../../api/types';
import {
  getUser,
  getUserByUsername,
  listBlockedUsers,
  listSavedPosts,
  userKeys,
} from '../../api/users';
import type { ProfileRef } from './profile-ref';

/**
 * A proposed read that a real backend may not have yet (DECISIONS §3): without it the list is
 * simply empty, as the original's local sample lists started.
 */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (isEndpointMissing(error)) return [];
    throw error;
  }
}

export function profileQueryKey(ref: Exclude<ProfileRef, { kind: 'invalid' }>) {
  return ref.kind === 'id' ? userKeys.detail(ref.id) : userKeys.byUsername(ref.username);
}

/** GET /api/users/{id}, or the proposed by-username lookup an @mention leads to. */
export function useProfileUser(ref: ProfileRef) {
  return useQuery({
    queryKey: ref.kind === 'invalid' ? userKeys.detail(0) : profileQueryKey(ref),
    queryFn: () =>
      ref.kind === 'username' ? getUserByUsername(ref.username) : getUser((ref as { id: Id }).id),
    // SPEC §7: runs only when an id exists.
    enabled: ref.kind !== 'invalid',
  });
}

/** The viewer's own profile, fresh from GET /api/users/{id}; the stored user shows meanwhile. */
export function useOwnUser(viewer: User) {
  const query = useQuery({
    queryKey: userKeys.detail(viewer.id),
    queryFn: () => getUser(viewer.id),
    placeholderData: viewer,
  });
  return query.data ?? viewer;
}

export function useSavedPosts(userId: Id) {
  return useQuery({
    queryKey: userKeys.saved(userId),
    queryFn: () => orEmpty(() => listSavedPosts(userId)),
  });
}

export function useBlockedUsers(userId: Id) {
  return useQuery({
    queryKey: userKeys.blocked(userId),
    queryFn: () => orEmpty(() => listBlockedUsers(userId)),
  });
}

export const JOINED_GROUPS = { filter: 'joined' } as const;

export function useJoinedGroups() {
  return useQuery({
    queryKey: groupKeys.list(JOINED_GROUPS),
    queryFn: () => orEmpty(() => listGroups(JOINED_GROUPS)),
  });
}
