import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { isApiError, isEndpointMissing } from '../../api/client';
import { listPosts } from '../../api/posts';
import { groupListQueryOptions } from '../../api/groups';
import { wrapRequest } from '../../api/query-options';
import { myReportsQueryOptions } from '../../api/reports';
import type { Id, User } from '../../api/types';
import {
  blockedUsersQueryOptions,
  getUser,
  savedPostsQueryOptions,
  userByUsernameQueryOptions,
  userQueryOptions,
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

/**
 * The resident an @mention names (proposed GET /api/users?username=). A 404 may say
 * no such resident or no such lookup: the posts' authors (the documented GET /api/posts) tell
 * which, and a resident found there is read by id.
 */
async function userByUsername(request: () => Promise<User>, username: string): Promise<User> {
  try {
    return await request();
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

/**
 * GET /api/users/{id}, or the resident an @mention leads to; an invalid reference, no one. Either
 * query reads a user: typed as one, so useQuery takes whichever it is.
 */
function profileQuery(ref: ProfileRef) {
  const query =
    ref.kind === 'username'
      ? wrapRequest(userByUsernameQueryOptions(ref.username), (request) =>
          userByUsername(request, ref.username),
        )
      : userQueryOptions(ref.kind === 'id' ? ref.id : 0);
  return query as UseQueryOptions<User, Error, User, QueryKey>;
}

export const profileQueryKey = (ref: Exclude<ProfileRef, { kind: 'invalid' }>) =>
  profileQuery(ref).queryKey;

export function useProfileUser(ref: ProfileRef) {
  return useQuery({
    ...profileQuery(ref),
    // Runs only when an id exists (docs/product.md#profile).
    enabled: ref.kind !== 'invalid',
  });
}

/**
 * The viewer's own profile, fresh from GET /api/users/{id}; the stored user shows meanwhile.
 * `enabled: false` reads it only if another screen already has.
 */
export function useOwnUser(viewer: User, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...userQueryOptions(viewer.id), placeholderData: viewer, enabled });
  return query.data ?? viewer;
}

/** The viewer's saved posts; data null on a server without saving. */
export function useSavedPosts(userId: Id) {
  return useQuery(wrapRequest(savedPostsQueryOptions(userId), orMissing));
}

/** The viewer's blocked residents; data null on a server without blocking. */
export function useBlockedUsers(userId: Id) {
  return useQuery(wrapRequest(blockedUsersQueryOptions(userId), orMissing));
}

/** Issue 32: the viewer's own reports; data null on a server without report outcomes. */
export function useMyReports(userId: Id) {
  return useQuery(wrapRequest(myReportsQueryOptions(userId), orMissing));
}

export const JOINED_GROUPS = { filter: 'joined' } as const;

export function useJoinedGroups() {
  return useQuery(wrapRequest(groupListQueryOptions(JOINED_GROUPS), orEmpty));
}
