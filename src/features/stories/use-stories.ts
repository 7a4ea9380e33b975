import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followingStoriesQueryOptions, storyKeys, viewStory } from '../../api/stories';
import type { Id, Story } from '../../api/types';

/**
 * GET /api/stories/following/{userId}, documented (docs/product.md#stories): the stories of the
 * people the user follows.
 */
export function useFollowingStories(userId: Id) {
  return useQuery(followingStoriesQueryOptions(userId));
}

/**
 * Marks a story viewed at once in the cached list, then on the server (proposed POST
 * /api/story-views/{id}). There is no rollback: a story the resident has seen stays seen here
 * even when the server could not record it (docs/product.md#stories).
 */
export function useMarkStoryViewed(userId: Id) {
  const queryClient = useQueryClient();
  const key = storyKeys.following(userId);
  return useMutation({
    mutationFn: (storyId: Id) => viewStory(storyId, userId),
    onMutate: (storyId) => {
      queryClient.setQueryData<Story[]>(key, (stories) =>
        stories?.map((story) => (story.id === storyId ? { ...story, viewedByMe: true } : story)),
      );
    },
  });
}
