import { useQuery } from '@tanstack/react-query';
import { isApiError, isEndpointMissing } from '../../api/client';
import { moderationCasesQueryOptions } from '../../api/reports';
import type { ModerationCase } from '../../api/types';

export type ModerationCasesState =
  /** A resident, or someone the server says is not on the care team (403). */
  | { status: 'not-care-team' }
  /** A backend without the proposed GET /api/care/reports. */
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; cases: ModerationCase[] };

/** The open reports and appeals (proposed GET /api/care/reports); nothing asked for a resident. */
export function useModerationCases(onCareTeam: boolean): ModerationCasesState {
  const query = useQuery({ ...moderationCasesQueryOptions(), enabled: onCareTeam });
  if (!onCareTeam || isApiError(query.error, 403)) return { status: 'not-care-team' };
  if (query.isError && isEndpointMissing(query.error)) return { status: 'missing' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.isPending) return { status: 'loading' };
  return { status: 'ready', cases: query.data };
}
