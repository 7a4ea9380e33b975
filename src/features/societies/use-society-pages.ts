import { useQuery } from '@tanstack/react-query';
import { societyRecordsQueryOptions } from '../../api/societies';
import { DEFAULT_RECORD_PERIOD } from '../../lib/societies';

/**
 * Whether this server has the society pages (the proposed society record calls): known once the
 * ranking read answers, which the society pages and the landing's figures reuse from the cache. A
 * server without it answers that read with a 404 naming no record, so the society names stay
 * plain text (docs/decisions.md#a-missing-proposed-endpoint-leaves-the-screen-usable).
 */
export function useSocietyPagesAvailable(): boolean {
  const query = useQuery({
    ...societyRecordsQueryOptions(DEFAULT_RECORD_PERIOD),
    // One answer is enough to know: the figures themselves are read again on the pages.
    staleTime: Infinity,
  });
  return query.isSuccess;
}
