import { useInfiniteQuery } from '@tanstack/react-query';
import { listPosts, postKeys, type PostListParams } from '../../api/posts';
import type { Post } from '../../api/types';

export const FEED_PAGE_SIZE = 20;

/** A paged list of posts: the first page now, the next on Load More (proposed limit/offset). */
export function usePostPages(params: PostListParams, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: postKeys.list({ ...params, limit: FEED_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      listPosts({ ...params, limit: FEED_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Post[], pages) =>
      lastPage.length === FEED_PAGE_SIZE ? pages.length * FEED_PAGE_SIZE : undefined,
    enabled: options.enabled,
  });
  const posts = query.data?.pages.flat() ?? [];
  return { ...query, posts };
}
