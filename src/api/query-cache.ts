import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Id, Post } from './types';

type Item = { id: Id };

function patchList<T extends Item>(
  list: unknown[],
  isItem: (value: unknown) => value is T,
  id: Id,
  update: (item: T) => T,
): unknown[] {
  let changed = false;
  const next = list.map((entry) => {
    if (isItem(entry) && entry.id === id) {
      changed = true;
      return update(entry);
    }
    return entry;
  });
  return changed ? next : list;
}

/** Applies `update` to item `id` in one cached value: the item, a list, or infinite pages. */
function patch<T extends Item>(
  data: unknown,
  isItem: (value: unknown) => value is T,
  id: Id,
  update: (item: T) => T,
): unknown {
  if (isItem(data)) return data.id === id ? update(data) : data;
  if (Array.isArray(data)) return patchList(data, isItem, id, update);
  if (typeof data === 'object' && data !== null && 'pages' in data) {
    const infinite = data as InfiniteData<unknown>;
    let changed = false;
    const pages = infinite.pages.map((page) => {
      const next = Array.isArray(page) ? patchList(page, isItem, id, update) : page;
      if (next !== page) changed = true;
      return next;
    });
    return changed ? { ...infinite, pages } : data;
  }
  return data;
}

/**
 * Updates item `id` (recognised by `isItem`) in every cached query, so a change made on one screen
 * shows at once on all of them. Untouched items and queries keep their identity: only what changed
 * re-renders. Returns a rollback that puts that item back as it was, and only that item: whatever
 * else changed meanwhile (another post liked, a page loaded) stays.
 */
export function updateEverywhere<T extends Item>(
  queryClient: QueryClient,
  isItem: (value: unknown) => value is T,
  id: Id,
  update: (item: T) => T,
): () => void {
  const originals: Array<[QueryKey, T]> = [];
  for (const [key, data] of queryClient.getQueriesData({})) {
    let original: T | undefined;
    const next = patch(data, isItem, id, (item) => {
      original ??= item;
      return update(item);
    });
    if (next === data || original === undefined) continue;
    queryClient.setQueryData(key, next);
    originals.push([key, original]);
  }
  return () => {
    for (const [key, original] of originals) {
      const data = queryClient.getQueryData(key);
      const next = patch(data, isItem, id, () => original);
      if (next !== data) queryClient.setQueryData(key, next);
    }
  };
}

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
