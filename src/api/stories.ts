import { queryOptions } from '@tanstack/react-query';
import { api, dataOf, done } from './client';
import type { Id } from './types';

export const storyKeys = {
  all: ['/api/stories'] as const,
  // Under `all`, so a follow's invalidation of storyKeys.all reaches it; joined by "/" it is
  // still the path of the call.
  following: (userId: Id) => ['/api/stories', 'following', userId] as const,
};

/** GET /api/stories/following/{userId}, documented (docs/product.md#documented-calls). */
export const listFollowingStories = (userId: Id) =>
  dataOf(api.GET('/api/stories/following/{userId}', { params: { path: { userId } } }));

export const followingStoriesQueryOptions = (userId: Id) =>
  queryOptions({
    queryKey: storyKeys.following(userId),
    queryFn: () => listFollowingStories(userId),
  });

/** Proposed: POST /api/story-views/{id} marks a story viewed for the user. */
export const viewStory = (id: Id, userId: Id) =>
  done(api.POST('/api/story-views/{id}', { params: { path: { id } }, body: { userId } }));
