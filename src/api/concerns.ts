// Concerns (docs/product.md#concerns): all proposed. Keys live with the posts (postKeys).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client';
import { postKeys } from './posts';
import type { components, operations } from './openapi.generated';

type Schemas = components['schemas'];
import type { Id, RequestBody } from './types';

export type StatusChangeBody = RequestBody<'StatusChangeBody'>;

/** Proposed: POST /api/posts/{id}/affected, "Affects me too". */
export const markAffected = (postId: Id, userId: Id) =>
  dataOf(
    api.POST('/api/posts/{id}/affected', { params: { path: { id: postId } }, body: { userId } }),
  );

/** Proposed: DELETE /api/posts/{id}/affected, taking it back. */
export const unmarkAffected = (postId: Id, userId: Id) =>
  dataOf(
    api.DELETE('/api/posts/{id}/affected', { params: { path: { id: postId } }, body: { userId } }),
  );

/** Proposed: POST /api/posts/{id}/status, a step of the lifecycle. */
export const changeConcernStatus = (postId: Id, body: StatusChangeBody) =>
  dataOf(api.POST('/api/posts/{id}/status', { params: { path: { id: postId } }, body }));

/** Proposed: GET /api/posts/{id}/timeline, oldest first. */
export const listConcernTimeline = (postId: Id) =>
  dataOf(api.GET('/api/posts/{id}/timeline', { params: { path: { id: postId } } }));

export const concernTimelineQueryOptions = (postId: Id) =>
  queryOptions({
    queryKey: postKeys.timeline(postId),
    queryFn: () => listConcernTimeline(postId),
  });

export type CareQueueParams = NonNullable<operations['getCareQueue']['parameters']['query']>;

/** Proposed: POST /api/posts/{id}/assignee, the care team member who owns the concern. */
export const assignConcern = (postId: Id, actorId: Id, assigneeId: Id) =>
  dataOf(
    api.POST('/api/posts/{id}/assignee', {
      params: { path: { id: postId } },
      body: { actorId, assigneeId },
    }),
  );

/** Proposed: POST /api/posts/{id}/responses, the care team's official response. */
export const respondToConcern = (postId: Id, actorId: Id, content: string) =>
  dataOf(
    api.POST('/api/posts/{id}/responses', {
      params: { path: { id: postId } },
      body: { actorId, content },
    }),
  );

/** Proposed: GET /api/care/queue, for the care team. */
export const getCareQueue = (query: CareQueueParams = {}, signal?: AbortSignal) =>
  dataOf(api.GET('/api/care/queue', { params: { query }, signal }));

export type CareQueue = Schemas['CareQueue'];

/** The care queue is read this many concerns at a time. */
export const CARE_QUEUE_PAGE_SIZE = 25;

/** The filters of the queue, without its paging. */
export type CareQueueFilterParams = Omit<CareQueueParams, 'limit' | 'offset'>;

/**
 * The queue for one set of filters, a page at a time. The key starts with the path, as the concern
 * actions' key (CARE_QUEUE_KEY) does, so a step taken on a concern reads every filtered queue
 * again. `total` says when the queue has ended: a server that ignores the paging gives every
 * concern at once, and its total, so no page follows.
 */
export const careQueueQueryOptions = (query: CareQueueFilterParams = {}) =>
  infiniteQueryOptions({
    queryKey: ['/api/care/queue', query] as const,
    queryFn: ({ pageParam, signal }) =>
      getCareQueue({ ...query, limit: CARE_QUEUE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CareQueue, pages: CareQueue[]) => {
      const loaded = pages.reduce((count, page) => count + page.posts.length, 0);
      return last.posts.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export type CareTeamMember = Schemas['CareTeamMember'];

/** Proposed: GET /api/care/team, the members serving a society (whom a concern can be assigned to). */
export const listCareTeam = (societyId?: Id) =>
  dataOf(api.GET('/api/care/team', { params: { query: { societyId } } }));

export const careTeamQueryOptions = (societyId?: Id) =>
  queryOptions({
    queryKey: ['/api/care/team', societyId ?? null] as const,
    queryFn: () => listCareTeam(societyId),
    staleTime: 5 * 60_000,
  });

export type SimilarConcernsParams = operations['findSimilarConcerns']['parameters']['query'];

/** Proposed: GET /api/concerns/similar, open concerns like the one being written. */
export const findSimilarConcerns = (query: SimilarConcernsParams, signal?: AbortSignal) =>
  dataOf(api.GET('/api/concerns/similar', { params: { query }, signal }));

export const similarConcernsQueryOptions = (query: SimilarConcernsParams) =>
  queryOptions({
    queryKey: ['/api/concerns/similar', query] as const,
    queryFn: ({ signal }) => findSimilarConcerns(query, signal),
  });
