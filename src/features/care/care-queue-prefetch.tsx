import { usePrefetchInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useMatch } from 'react-router-dom';
import { careQueueQueryOptions, type CareQueueFilterParams } from '../../api/concerns';
import { useAuth } from '../auth';
import { filtersToQuery, readFilters } from './queue-filters';

/** Where the care queue lives: the shell's links and the prefetch below agree on it. */
export const CARE_QUEUE_PATH = '/care';

function PrefetchQueue({ query }: { query: CareQueueFilterParams }) {
  usePrefetchInfiniteQuery(careQueueQueryOptions(query));
  return null;
}

/**
 * Asks for the care queue as soon as the address is the queue's, while the screen's code is still
 * on its way: otherwise the request waits for that code and the screen's first render. Rendered by
 * the shell beside the screen, it renders nothing. The request is the screen's own (same filters,
 * same key), so the screen finds it under way or answered; a queue already read is not asked for
 * again, and nothing is asked for someone not on the care team, whom the server would refuse.
 */
export function CareQueuePrefetch() {
  const onQueue = useMatch(CARE_QUEUE_PATH) !== null;
  const { search } = useLocation();
  const role = useAuth().user?.careTeam ?? null;
  if (!onQueue || role === null) return null;
  const filters = readFilters(new URLSearchParams(search), role.societyId === null);
  return <PrefetchQueue query={filtersToQuery(filters)} />;
}
