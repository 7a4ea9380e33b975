// What the reads' query options share. Each read endpoint has its options next to its request
// (societiesQueryOptions beside listSocieties, ...), built on its module's key factory, so a screen,
// a prefetch and an invalidation all name the same query.
import {
  infiniteQueryOptions,
  type QueryFunctionContext,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query';

/** What a call site may add to a read's options (enabled, select, placeholderData...). */
export type QueryConfig<TOptions extends (...args: never[]) => object> = Omit<
  ReturnType<TOptions>,
  'queryKey' | 'queryFn'
>;

type Read = (context: never) => unknown;
type RequestOf<TOptions> = TOptions extends { queryFn?: infer F }
  ? Extract<Exclude<F, SkipToken | undefined>, Read>
  : never;
type ContextOf<TOptions> = Parameters<RequestOf<TOptions>>[0];
type DataOf<TOptions> = Awaited<ReturnType<RequestOf<TOptions>>>;

type WrappedRead<TOptions, TData> = (context: ContextOf<TOptions>) => Promise<TData>;
// The options other than the key and the request are typed for the request's data (select, an
// infinite query's getNextPageParam...): they keep their types only while the data keeps its own.
type Wrapped<TOptions extends { queryKey: unknown }, TData> = [TData] extends [DataOf<TOptions>]
  ? [DataOf<TOptions>] extends [TData]
    ? Omit<TOptions, 'queryFn'> & { queryFn: WrappedRead<TOptions, TData> }
    : Pick<TOptions, 'queryKey'> & { queryFn: WrappedRead<TOptions, TData> }
  : Pick<TOptions, 'queryKey'> & { queryFn: WrappedRead<TOptions, TData> };

/**
 * A read with a feature's behaviour around its request (a sample, null or another read where the
 * endpoint is missing): the same key and options, so what invalidates or prefetches the read still
 * reaches it. `wrap` gets the request and its query context; what it returns is the data.
 */
export function wrapRequest<TOptions extends { queryKey: unknown; queryFn?: unknown }, TData>(
  options: TOptions,
  wrap: (request: () => Promise<DataOf<TOptions>>, context: ContextOf<TOptions>) => Promise<TData>,
): Wrapped<TOptions, TData> {
  const request = options.queryFn as (context: ContextOf<TOptions>) => Promise<DataOf<TOptions>>;
  const queryFn: WrappedRead<TOptions, TData> = (context) => wrap(() => request(context), context);
  return { ...options, queryFn } as Wrapped<TOptions, TData>;
}

/**
 * A list read `limit` items at a time from offset 0 (the proposed limit/offset paging): a full page
 * means there may be more, a shorter one that the list has ended.
 */
export function offsetPagesQueryOptions<TItem, TKey extends QueryKey>(
  queryKey: TKey,
  limit: number,
  read: (page: { limit: number; offset: number }, signal: AbortSignal) => Promise<TItem[]>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }: QueryFunctionContext<TKey, number>) =>
      read({ limit, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: TItem[], pages: TItem[][]) =>
      lastPage.length === limit ? pages.length * limit : undefined,
  });
}
