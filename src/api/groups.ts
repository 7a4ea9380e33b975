import { queryOptions } from '@tanstack/react-query';
import { api, dataOf, done } from './client';
import { offsetPagesQueryOptions } from './query-options';
import { withViewerStates } from './viewer-state';
import type { GroupFilter, Id, RequestBody } from './types';

export interface GroupListParams {
  filter?: GroupFilter;
  q?: string;
  limit?: number;
  offset?: number;
}

export type CreateGroupBody = RequestBody<'CreateGroupBody'>;

export const groupKeys = {
  all: ['/api/groups'] as const,
  list: (params: GroupListParams = {}) => ['/api/groups', params] as const,
  stats: ['/api/groups', 'stats'] as const,
  detail: (id: Id) => ['/api/groups', id] as const,
  posts: (id: Id) => ['/api/groups', id, 'posts'] as const,
};

/** Proposed: GET /api/groups, with the viewer's memberStatus on each group. */
export const listGroups = (params: GroupListParams = {}) =>
  dataOf(api.GET('/api/groups', { params: { query: params } }));

export const groupListQueryOptions = (params: GroupListParams = {}) =>
  queryOptions({ queryKey: groupKeys.list(params), queryFn: () => listGroups(params) });

/** Groups `limit` at a time, the next page on Load More. */
export const groupPagesQueryOptions = (params: GroupListParams, limit: number) =>
  offsetPagesQueryOptions(groupKeys.list({ ...params, limit }), limit, (page) =>
    listGroups({ ...params, ...page }),
  );

/** Proposed: GET /api/groups/stats, the counts of the Groups tabs. */
export const getGroupStats = () => dataOf(api.GET('/api/groups/stats'));

export const groupStatsQueryOptions = () =>
  queryOptions({ queryKey: groupKeys.stats, queryFn: () => getGroupStats() });

/** Proposed: POST /api/groups. */
export const createGroup = (body: CreateGroupBody) => dataOf(api.POST('/api/groups', { body }));

/** Proposed: GET /api/groups/{id}. */
export const getGroup = (id: Id) =>
  dataOf(api.GET('/api/groups/{id}', { params: { path: { id } } }));

export const groupQueryOptions = (id: Id) =>
  queryOptions({ queryKey: groupKeys.detail(id), queryFn: () => getGroup(id) });

/** Proposed: POST /api/groups/{id}/members joins a public group or requests a private one. */
export const joinGroup = (id: Id, userId: Id) =>
  dataOf(api.POST('/api/groups/{id}/members', { params: { path: { id } }, body: { userId } }));

/** Proposed: DELETE /api/groups/{id}/members leaves a group. */
export const leaveGroup = (id: Id, userId: Id) =>
  dataOf(api.DELETE('/api/groups/{id}/members', { params: { path: { id } }, body: { userId } }));

/** Proposed: POST /api/groups/{id}/requests/{userId}/approve, by the group admin. */
export const approveJoinRequest = (id: Id, userId: Id, adminId: Id) =>
  done(
    api.POST('/api/groups/{id}/requests/{userId}/approve', {
      params: { path: { id, userId } },
      body: { adminId },
    }),
  );

/** Proposed: DELETE /api/groups/{id}/requests/{userId}, by the group admin. */
export const declineJoinRequest = (id: Id, userId: Id, adminId: Id) =>
  done(
    api.DELETE('/api/groups/{id}/requests/{userId}', {
      params: { path: { id, userId } },
      body: { adminId },
    }),
  );

/** Proposed: GET /api/groups/{id}/posts, members only. */
export const listGroupPosts = (id: Id) =>
  dataOf(api.GET('/api/groups/{id}/posts', { params: { path: { id } } })).then(withViewerStates);

export const groupPostsQueryOptions = (id: Id) =>
  queryOptions({ queryKey: groupKeys.posts(id), queryFn: () => listGroupPosts(id) });

/** Proposed: POST /api/groups/{id}/posts, members only. */
export const createGroupPost = (id: Id, body: { content: string; authorId: Id }) =>
  dataOf(api.POST('/api/groups/{id}/posts', { params: { path: { id } }, body }));
