import { useQuery } from '@tanstack/react-query';
import { isApiError, isEndpointMissing } from '../../api/client';
import { listPosts } from '../../api/posts';
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
 * A proposed read of the viewer's own lists (GET /api/users/{own id}/…, so a 404 is the route's:
 * the viewer exists). Null on a real backend without it (docs/real-backend.md).
 */
async function orMissing<T>(load: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await load();
  } catch (error) {
    if (isEndpointMissing(error, { recordExists: true })) return null;
    throw error;
  }
}

/** As orMissing, the list simply empty without the route, as the original's samples started. */
const orEmpty = async <T>(load: () => Promise<T[]>): Promise<T[]> => (await orMissing(load)) ?? [];

export function profileQueryKey(ref: Exclude<ProfileRef, { kind: 'invalid' }>) {
  return ref.kind === 'id' ? userKeys.detail(ref.id) : userKeys.byUsername(ref.username);
}

/**
 * The resident an @mention names (proposed GET /api/users/by-username/{username}). A 404 may say
 * no such resident or no such lookup: the posts' authors (the documented GET /api/posts) tell
 * which, and a resident found there is read by id.
 */
async function userByUsername(username: string): Promise<User> {
  try {
    return await getUserByUsername(username);
  } catch (error) {
    if (!isApiError(error, 404) && !isEndpointMissing(error)) throw error;
    const wanted = username.toLowerCase();
    const author = (await listPosts())
      .map((post) => post.author)
      .find((person) => person?.username.toLowerCase() === wanted);
    if (author && isEndpointMissing(error, { recordExists: true })) return getUser(author.id);
    throw error;
  }
}

/** GET /api/users/{id}, or the resident an @mention leads to. */
export function useProfileUser(ref: ProfileRef) {
  return useQuery({
    queryKey: ref.kind === 'invalid' ? userKeys.detail(0) : profileQueryKey(ref),
    queryFn: () =>
      ref.kind === 'username' ? userByUsername(ref.username) : getUser((ref as { id: Id }).id),
    // SPEC §7: runs only when an id exists.
    enabled: ref.kind !== 'invalid',
  });
}

/**
 * The viewer's own profile, fresh from GET /api/users/{id}; the stored user shows meanwhile.
 * `enabled: false` reads it only if another screen already has.
 */
export function useOwnUser(viewer: User, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: userKeys.detail(viewer.id),
    queryFn: () => getUser(viewer.id),
    placeholderData: viewer,
    enabled,
  });
  return query.data ?? viewer;
}

/** The viewer's saved posts; data null on a server without saving. */
export function useSavedPosts(userId: Id) {
  return useQuery({
    queryKey: userKeys.saved(userId),
    queryFn: () => orMissing(() => listSavedPosts(userId)),
  });
}

/** The viewer's blocked residents; data null on a server without blocking. */
export function useBlockedUsers(userId: Id) {
  return useQuery({
    queryKey: userKeys.blocked(userId),
    queryFn: () => orMissing(() => listBlockedUsers(userId)),
  });
}

export const JOINED_GROUPS = { filter: 'joined' } as const;

export function useJoinedGroups() {
  return useQuery({
    queryKey: groupKeys.list(JOINED_GROUPS),
    queryFn: () => orEmpty(() => listGroups(JOINED_GROUPS)),
  });
}
