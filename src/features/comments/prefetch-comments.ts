import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { postQueryOptions } from '../../api/posts';
import type { Id } from '../../api/types';
import { commentsRead } from './comments-read';

/**
 * Asks for a post's comments, and for the code that shows them, while its page asks for the post,
 * instead of once the post has come and its card has rendered: a phone shows them a round trip
 * sooner.
 */
export function usePrefetchComments(postId: Id | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (postId === null) return;
    // The page's own read of the post: its answer, or the read joined while it runs.
    const postExists = async () => {
      const post = postQueryOptions(postId);
      const state = queryClient.getQueryState(post.queryKey);
      if (state?.fetchStatus === 'idle' && state.status !== 'pending')
        return state.status === 'success';
      return queryClient.fetchQuery(post).then(
        () => true,
        () => false,
      );
    };
    void queryClient.prefetchQuery(commentsRead(postId, postExists));
    // A failed download is the card's to report, when it asks for the code itself.
    import('./comments-section').catch(() => {});
  }, [queryClient, postId]);
}
