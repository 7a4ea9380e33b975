import type { QueryClient } from '@tanstack/react-query';
import type { Id, Post } from '../../api/types';
import { updateEverywhere } from '../../lib/query-cache';

function isPost(value: unknown): value is Post {
  return typeof value === 'object' && value !== null && 'content' in value && 'likesCount' in value;
}

/**
 * Updates one post wherever it is cached (feeds, trending, saved, group posts, a post page), so a
 * like shows at once everywhere. Untouched posts keep their identity: only that card re-renders.
 * Returns a rollback to the cache as it was.
 */
export function updatePostEverywhere(
  queryClient: QueryClient,
  id: Id,
  update: (post: Post) => Post,
): () => void {
  return updateEverywhere(queryClient, isPost, id, update);
}
