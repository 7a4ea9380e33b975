import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { postPagesQueryOptions, type PostListParams } from '../../api/posts';
import { wrapRequest } from '../../api/query-options';
import type { Post } from '../../api/types';
import { onceEach } from '../../lib/once-each';
import { preloadFirstScreenImages } from '../posts';

export const FEED_PAGE_SIZE = 20;

const NO_POSTS: Post[] = [];

/**
 * Whether the last page holds only posts of the pages before it: a server that ignores the offset
 * sends the same page again, and asking on would never end.
 */
function repeats(lastPage: Post[], pages: Post[][]): boolean {
  if (pages.length < 2) return false;
  const seen = new Set(pages.slice(0, -1).flatMap((page) => page.map((post) => post.id)));
  return lastPage.every((post) => seen.has(post.id));
}

/**
 * A paged list of posts as a query: the first page, then the next on Load More (proposed
 * limit/offset). One definition for the hook and for a prefetch, so both name the same query.
 */
export function postPagesQuery(params: PostListParams) {
  const pages = postPagesQueryOptions(params, FEED_PAGE_SIZE);
  return {
    ...wrapRequest(pages, async (request, { pageParam }) => {
      const page = await request();
      if (pageParam === 0) preloadFirstScreenImages(page);
      return page;
    }),
    getNextPageParam: (lastPage: Post[], loaded: Post[][], offset: number, offsets: number[]) =>
      repeats(lastPage, loaded)
        ? undefined
        : pages.getNextPageParam(lastPage, loaded, offset, offsets),
  };
}

/** A paged list of posts: the first page now, the next on Load More. */
export function usePostPages(params: PostListParams, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...postPagesQuery(params), enabled: options.enabled });
  const { data } = query;
  // The same array until the pages change, so the feed's cards can skip rendering. Each post once:
  // a post written while the resident scrolls pushes the next page's first post back into it.
  const posts = useMemo(() => (data ? onceEach(data.pages.flat()) : NO_POSTS), [data]);
  // React Query re-renders only for the fields a screen reads (its result is a tracking proxy).
  // Spreading it would read all of them, isFetching included, which flips on every refetch (as
  // after a like): the result is the prototype instead, each field read only if the screen does.
  const feed = Object.create(query) as typeof query & { posts: Post[] };
  feed.posts = posts;
  return feed;
}
