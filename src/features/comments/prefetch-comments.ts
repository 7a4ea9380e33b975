import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { postKeys } from '../../api/posts';
import type { Id, Post } from '../../api/types';
import { commentsRead } from './comments-read';
import { loadCommentsSection } from './load-section';

/**
 * Whether the page's own read of the post found a post whose comments can be read: once that read
 * has settled, never by reading it here (a read of our own would skip the page's fallback to the
 * documented list). A removed post shows no comments, so its 404 says nothing of the route.
 */
function postFound(queryClient: QueryClient, postId: Id): Promise<boolean> {
  const queryKey = postKeys.detail(postId);
  return new Promise((resolve) => {
    const settled = () => {
      const state = queryClient.getQueryState<Post>(queryKey);
      if (state?.fetchStatus === 'fetching') return false;
      resolve(state?.status === 'success' && !state.data?.removal);
      return true;
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (settled()) unsubscribe();
    });
    if (settled()) unsubscribe();
  });
}

/**
 * Asks for a post's comments, and for the code that shows them, while its page asks for the post,
 * instead of once the post has come and its card has rendered: a phone shows them a round trip
 * sooner.
 */
export function usePrefetchComments(postId: Id | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (postId === null) return;
    const read = commentsRead(postId, () => postFound(queryClient, postId));
    void queryClient.prefetchQuery(read).then(() => {
      // A failed read nobody shows is not kept: the comments, once on screen, ask again (a
      // failed read would stay, since a query is not retried on mount).
      const query = queryClient.getQueryCache().find({ queryKey: read.queryKey, exact: true });
      if (query?.state.status === 'error' && query.getObserversCount() === 0)
        queryClient.removeQueries({ queryKey: read.queryKey, exact: true });
    });
    // A failed download is the card's to report, when it asks for the code itself.
    loadCommentsSection().catch(() => {});
  }, [queryClient, postId]);
}
