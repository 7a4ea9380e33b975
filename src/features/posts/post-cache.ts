import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Id, Post } from '../../api/types';

type PostUpdate = (post: Post) => Post;

function isPost(value: unknown): value is Post {
  return typeof value === 'object' && value !== null && 'content' in value && 'likesCount' in value;
}

function patchList(list: unknown[], id: Id, update: PostUpdate): unknown[] {
  let changed = false;
  const next = list.map((item) => {
    if (isPost(item) && item.id === id) {
      changed = true;
      return update(item);
    }
    return item;
  });
  return changed ? next : list;
}

/** Applies `update` to post `id` in one cached value: a post, a list of posts, or infinite pages. */
function patch(data: unknown, id: Id, update: PostUpdate): unknown {
  if (isPost(data)) return data.id === id ? update(data) : data;
  if (Array.isArray(data)) return patchList(data, id, update);
  if (typeof data === 'object' && data !== null && 'pages' in data) {
    const infinite = data as InfiniteData<unknown[]>;
    let changed = false;
    const pages = infinite.pages.map((page) => {
      const next = Array.isArray(page) ? patchList(page, id, update) : page;
      if (next !== page) changed = true;
      return next;
    });
    return changed ? { ...infinite, pages } : data;
  }
  return data;
}

/**
 * Updates one post wherever it is cached (feeds, trending, saved, group posts, a post page), so a
 * like shows at once everywhere. Untouched posts keep their identity: only that card re-renders.
 */
export function updatePostEverywhere(queryClient: QueryClient, id: Id, update: PostUpdate) {
  const snapshot = queryClient.getQueriesData({});
  for (const [key, data] of snapshot) {
    const next = patch(data, id, update);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  return () => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };
}
