import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { Id, RequestBody } from './types';
import { withFollowState, withViewerStates } from './viewer-state';

export type UpdateUserBody = RequestBody<'UpdateUserBody'>;

export const userKeys = {
  all: ['/api/users'] as const,
  detail: (id: Id) => ['/api/users', id] as const,
  byUsername: (username: string) => ['/api/users', { username }] as const,
  saved: (id: Id) => ['/api/users', id, 'saved'] as const,
  blocked: (id: Id) => ['/api/users', id, 'blocked'] as const,
  suggestions: (id: Id) => ['/api/users', id, 'suggestions'] as const,
  // Issue 32: the signed-in resident's own reports.
  reports: (id: Id) => ['/api/users', id, 'reports'] as const,
};

/** GET /api/users/{id}, documented (docs/product.md#documented-calls). */
export const getUser = (id: Id) =>
  dataOf(api.GET('/api/users/{id}', { params: { path: { id } } })).then(withFollowState);

export const userQueryOptions = (id: Id) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

/** Proposed: GET /api/users?username=, where an @mention leads. */
export const getUserByUsername = (username: string) =>
  dataOf(api.GET('/api/users', { params: { query: { username } } })).then(withFollowState);

export const userByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: userKeys.byUsername(username),
    queryFn: () => getUserByUsername(username),
  });

/** Proposed: PATCH /api/users/{id}, the Edit Profile form. */
export const updateUser = (id: Id, body: UpdateUserBody) =>
  dataOf(api.PATCH('/api/users/{id}', { params: { path: { id } }, body }));

/** Proposed: GET /api/users/{id}/suggestions, People You May Know. */
export const listSuggestedUsers = (id: Id) =>
  dataOf(api.GET('/api/users/{id}/suggestions', { params: { path: { id } } }));

export const suggestedUsersQueryOptions = (id: Id) =>
  queryOptions({ queryKey: userKeys.suggestions(id), queryFn: () => listSuggestedUsers(id) });

/** Proposed: GET /api/users/{id}/saved, the user's saved posts. */
export const listSavedPosts = (id: Id) =>
  dataOf(api.GET('/api/users/{id}/saved', { params: { path: { id } } })).then(withViewerStates);

export const savedPostsQueryOptions = (id: Id) =>
  queryOptions({ queryKey: userKeys.saved(id), queryFn: () => listSavedPosts(id) });

/** Proposed: GET /api/users/{id}/blocked. */
export const listBlockedUsers = (id: Id) =>
  dataOf(api.GET('/api/users/{id}/blocked', { params: { path: { id } } }));

export const blockedUsersQueryOptions = (id: Id) =>
  queryOptions({ queryKey: userKeys.blocked(id), queryFn: () => listBlockedUsers(id) });
