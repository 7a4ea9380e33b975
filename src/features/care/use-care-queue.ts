import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CareQueue } from '../../api/concerns';
import { isApiError, isEndpointMissing } from '../../api/client';
import { onceEach } from '../../lib/once-each';
import { queueQueryOptions, type QueueFilters } from './queue-filters';

/** The next page of the queue, while there is one. */
export interface MoreConcerns {
  load: () => Promise<unknown>;
  loading: boolean;
  /** The last try to load it failed: the button tries again. */
  failed: boolean;
}

export type CareQueueState =
  /** A resident, or someone the server says is not on the care team (403). */
  | { status: 'not-care-team' }
  /** A backend without the proposed GET /api/care/queue. */
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `updating` while the next filters' answer is on its way (the last list stays meanwhile). */
  | { status: 'ready'; queue: CareQueue; updating: boolean; more: MoreConcerns | null };

/**
 * The pages read so far as one queue: the counts and total of the latest page, each concern once.
 * Pages are read by offset: a concern that rose to an earlier page between two reads (more
 * residents said it affects them) is not in the later one; the next refetch, after any step taken
 * on a concern, reads every page again.
 */
function joined(pages: CareQueue[]): CareQueue {
  const latest = pages[pages.length - 1];
  return {
    counts: latest.counts,
    total: latest.total,
    posts: onceEach(pages.flatMap((page) => page.posts)),
  };
}

/**
 * The care queue for `filters` (proposed GET /api/care/queue), a page at a time. Nothing is asked
 * for someone not on the care team: the server would only refuse.
 */
export function useCareQueue(filters: QueueFilters, onCareTeam: boolean): CareQueueState {
  const query = useInfiniteQuery({
    ...queueQueryOptions(filters),
    enabled: onCareTeam,
    // Changing a filter keeps the list and the counts in place until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  if (!onCareTeam || isApiError(query.error, 403)) return { status: 'not-care-team' };
  // A failed next page (or a failed refetch) keeps the list read so far: only a queue never read
  // stands in for the whole list.
  if (query.isError && !query.data && isEndpointMissing(query.error)) return { status: 'missing' };
  if (query.isError && !query.data) return { status: 'error', retry: () => void query.refetch() };
  if (!query.data) return { status: 'loading' };
  return {
    status: 'ready',
    queue: joined(query.data.pages),
    updating: query.isPlaceholderData,
    more: query.hasNextPage
      ? {
          load: () => query.fetchNextPage(),
          loading: query.isFetchingNextPage,
          failed: query.isFetchNextPageError,
        }
      : null,
  };
}
