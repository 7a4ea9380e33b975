import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  societyQueryOptions,
  societyRecordQueryOptions,
  societyRecordsQueryOptions,
  type SocietyProfile,
  type SocietyRecord,
} from '../../api/societies';
import { isApiError, isEndpointMissing } from '../../api/client';
import { DEFAULT_RECORD_PERIOD, type RecordPeriod } from '../../lib/societies';

export type SocietyPageState =
  /** A server without the proposed society calls. */
  | { status: 'missing' }
  | { status: 'not-found' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `updating` while the other period's record is on its way (the last one stays meanwhile). */
  | { status: 'ready'; society: SocietyProfile; record: SocietyRecord; updating: boolean };

/** "12" is a society id; "abc", "0" and "1.5" are none. */
export const parseSocietyId = (param: string | undefined) =>
  param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;

/**
 * The society page's data: the society, its record for `period`, and the ranking read, whose 404
 * can only mean the server lacks the society pages (a 404 of the society may be the record's).
 */
export function useSocietyPage(societyId: number | null, period: RecordPeriod): SocietyPageState {
  const enabled = societyId !== null;
  const ranking = useQuery({ ...societyRecordsQueryOptions(DEFAULT_RECORD_PERIOD), enabled });
  const society = useQuery({ ...societyQueryOptions(societyId ?? 0), enabled });
  const record = useQuery({
    ...societyRecordQueryOptions(societyId ?? 0, period),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (societyId === null) return { status: 'not-found' };
  const errors = [ranking.error, society.error, record.error];
  if (errors.some((error) => isEndpointMissing(error))) return { status: 'missing' };
  if (isApiError(society.error, 404) || isApiError(record.error, 404)) {
    // Known only once the ranking answered: before that a 404 may still be the route's.
    return ranking.isPending ? { status: 'loading' } : { status: 'not-found' };
  }
  if (society.isError || record.isError)
    return {
      status: 'error',
      retry: () => {
        if (society.isError) void society.refetch();
        if (record.isError) void record.refetch();
      },
    };
  if (society.isPending || record.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    society: society.data,
    record: record.data,
    updating: record.isPlaceholderData,
  };
}
