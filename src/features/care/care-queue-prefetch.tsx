import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatch } from 'react-router-dom';
import { useAuth } from '../auth';
import { CARE_QUEUE_PATH, filtersFor, queueQueryOptions, type QueueFilters } from './queue-filters';

function PrefetchQueue({ filters }: { filters: QueueFilters }) {
  const queryClient = useQueryClient();
  const options = queueQueryOptions(filters);
  const state = queryClient.getQueryState(options.queryKey);
  // Asked for when never read, or read and since marked out of date (a step taken on a concern):
  // the screen would ask then too, only later. A queue that failed is left to its Try again, and
  // so is one whose next page failed: React Query marks a failed read out of date too, and asking
  // again here would read every page afresh from the first, under the care team's eyes.
  // During render, as React Query's own usePrefetchQuery does: an effect would wait for the
  // screen's code. A request under way is not sent twice.
  if (!state || (state.isInvalidated && state.data !== undefined && state.status !== 'error'))
    void queryClient.prefetchInfiniteQuery(options);
  return null;
}

/**
 * Asks for the care queue as soon as the address is the queue's, while the screen's code is still
 * on its way: otherwise the request waits for that code and the screen's first render. Rendered by
 * the shell beside the screen, it renders nothing. The request is the screen's own (same filters,
 * same key), so the screen finds it under way or answered. Nothing is asked for someone not on the
 * care team, whom the server would refuse.
 */
export function CareQueuePrefetch() {
  const onQueue = useMatch(CARE_QUEUE_PATH) !== null;
  const { search } = useLocation();
  const role = useAuth().user?.careTeam ?? null;
  if (!onQueue || role === null) return null;
  return <PrefetchQueue filters={filtersFor(new URLSearchParams(search), role)} />;
}
