import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { getPath, isSessionEnded, type Query } from './client';
import { reportSessionExpired } from '../lib/session-events';

function isQuery(part: unknown): part is Query {
  return typeof part === 'object' && part !== null && !Array.isArray(part);
}

/** The path a query key names: its parts joined by "/", a trailing object as the query string. */
export function keyToRequest(queryKey: QueryKey): { path: string; query?: Query } {
  const last = queryKey[queryKey.length - 1];
  const query = isQuery(last) ? last : undefined;
  const parts = query ? queryKey.slice(0, -1) : queryKey;
  return { path: parts.map(String).join('/'), query };
}

/**
 * Default data loading: a GET of the key parts joined by "/", parsed as JSON
 * (docs/product.md#request-conventions).
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const { path, query } = keyToRequest(queryKey);
  return getPath(path, query, signal);
};

/**
 * The contract's defaults: no retries, no refetch on focus, no polling, data never stale. "No
 * retries" includes React Query's retry on mount: a failed prefetch (the feed's, before its
 * screen mounts) was otherwise sent again by the screen. A screen's error offers Try again.
 *
 * Every call is sent whatever the browser says of its connection (`networkMode: 'always'`).
 * React Query's default holds a call back while the browser reports itself offline, until it is
 * online again: a Post pressed on a train stayed "Posting..." with no word, and a page opened
 * offline stayed a skeleton. Sent, a call that cannot reach the server fails as any other does
 * (the draft kept, the screen's error with Try again), and one the demo's worker can answer
 * offline is answered.
 */
export function createQueryClient(): QueryClient {
  // Only our API's own 401 ends the session: a network failure or someone else's 401 page does not.
  const onError = (error: unknown) => {
    if (isSessionEnded(error)) reportSessionExpired(error.session);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
