import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { careQueueQueryOptions, type CareQueue } from '../../api/concerns';
import { isApiError, isEndpointMissing } from '../../api/client';
import { filtersToQuery, type QueueFilters } from './queue-filters';

export type CareQueueState =
  /** A resident, or someone the server says is not on the care team (403). */
  | { status: 'not-care-team' }
  /** A backend without the proposed GET /api/care/queue. */
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `updating` while the next filters' answer is on its way (the last list stays meanwhile). */
  | { status: 'ready'; queue: CareQueue; updating: boolean };

/**
 * The care queue for `filters` (proposed GET /api/care/queue). Nothing is asked for someone not on
 * the care team: the server would only refuse.
 */
export function useCareQueue(filters: QueueFilters, onCareTeam: boolean): CareQueueState {
  const query = useQuery({
    ...careQueueQueryOptions(filtersToQuery(filters)),
    enabled: onCareTeam,
    // Changing a filter keeps the list and the counts in place until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  if (!onCareTeam || isApiError(query.error, 403)) return { status: 'not-care-team' };
  if (query.isError && isEndpointMissing(query.error)) return { status: 'missing' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.isPending) return { status: 'loading' };
  return { status: 'ready', queue: query.data, updating: query.isPlaceholderData };
}
