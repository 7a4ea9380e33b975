import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { societyRecordsQueryOptions, type SocietyRecords } from '../../api/societies';
import { isEndpointMissing } from '../../api/client';
import type { RecordPeriod } from '../../lib/societies';

export type RankingState =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; records: SocietyRecords; updating: boolean };

/** Every society's record for `period`, ranked, and the builder-wide totals. */
export function useSocietyRanking(period: RecordPeriod): RankingState {
  const query = useQuery({
    ...societyRecordsQueryOptions(period),
    placeholderData: keepPreviousData,
  });
  if (query.isError && isEndpointMissing(query.error)) return { status: 'missing' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.isPending) return { status: 'loading' };
  return { status: 'ready', records: query.data, updating: query.isPlaceholderData };
}
