import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isEndpointMissing } from '../../api/client';
import { searchQueryOptions } from '../../api/discovery';
import type { SearchResults } from '../../api/types';
import { sampleSearch } from './sample-search';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      results: SearchResults;
      /** True while the next search runs; the previous results stay on screen meanwhile. */
      searching: boolean;
      isSample: boolean;
    };

export const resultCount = (results: SearchResults) =>
  results.users.length + results.societies.length + results.hashtags.length + results.groups.length;

/** The proposed GET /api/search?q=… for a non-empty q; the local samples when it is missing. */
export function useSearchResults(q: string): SearchState {
  const query = useQuery({
    ...searchQueryOptions(q),
    enabled: q !== '',
    // Typing more keeps the last results on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
  if (q === '') return { status: 'idle' };
  if (query.isError && isEndpointMissing(query.error)) {
    return {
      status: 'ready',
      results: sampleSearch(q),
      searching: false,
      isSample: true,
    };
  }
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (!query.data) return { status: 'loading' };
  return {
    status: 'ready',
    results: query.data,
    searching: query.isPlaceholderData,
    isSample: false,
  };
}
