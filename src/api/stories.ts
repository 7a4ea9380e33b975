import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Id, Story } from './types';

export const storyKeys = {
  all: ['/api/stories'] as const,
  // Under `all`, so a follow's invalidation of storyKeys.all reaches it; joined by "/" it is
  // still the path of the call.
  following: (userId: Id) => ['/api/stories', 'following', userId] as const,
};

/** GET /api/stories/following/{userId}, documented (docs/product.md#documented-calls). */
export const listFollowingStories = (userId: Id) =>
  apiRequest<Story[]>('GET', `/api/stories/following/${userId}`);

export const followingStoriesQueryOptions = (userId: Id) =>
  queryOptions({
    queryKey: storyKeys.following(userId),
    queryFn: () => listFollowingStories(userId),
  });

/** Proposed: POST /api/story-views/{id} marks a story viewed for the user. */
export const viewStory = (id: Id, userId: Id) =>
  apiRequest<void>('POST', `/api/story-views/${id}`, { body: { userId } });
