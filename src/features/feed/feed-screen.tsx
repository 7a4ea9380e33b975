import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../../api/types';
import { CANONICAL_FEED_TABS, feedAt, FeedView } from './feed-view';
import { postPagesQuery } from './use-feed';

/** /home: the canonical feed (docs/product.md#older-variants); the older homes reuse FeedView. */
export default function FeedScreen() {
  return <FeedView />;
}

/**
 * Asks for the posts this screen shows at `search` for `viewerId` before it renders (a signed-in
 * first load: src/main.tsx), so the request does not wait for the shell and the feed to mount.
 * The screen's own query then finds it under way instead of asking again.
 */
export function prefetchFeed(queryClient: QueryClient, viewerId: Id, search: URLSearchParams) {
  const { posts } = feedAt(search, CANONICAL_FEED_TABS, viewerId);
  void queryClient.prefetchInfiniteQuery(postPagesQuery(posts));
}
