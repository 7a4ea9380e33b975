import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callProbingFeature, isEndpointMissing } from '../../api/client';
import { isKnownMissing } from '../../api/proposed-routes';
import {
  groupPagesQueryOptions,
  groupPostsQueryOptions,
  groupQueryOptions,
  groupStatsQueryOptions,
  listGroups,
} from '../../api/groups';
import { wrapRequest } from '../../api/query-options';
import type { GroupFilter, GroupPost, Id } from '../../api/types';
import { sampleGroupDetail, sampleGroupPage, sampleGroupStats } from './sample-groups';

export const GROUPS_PAGE_SIZE = 6;

/**
 * Reads a proposed endpoint; a backend without it gets the sample instead (docs/real-backend.md).
 * With no sample (null), the server's error stands. `probe` settles a 404 that may be a record's.
 */
async function orSample<T>(
  read: () => Promise<T>,
  sample: () => T | null,
  probe?: () => Promise<unknown>,
): Promise<T> {
  try {
    return await (probe ? callProbingFeature(read, probe) : read());
  } catch (error) {
    const fallback = isEndpointMissing(error) ? sample() : null;
    if (fallback !== null) return fallback;
    throw error;
  }
}

/** Whether this server has groups at all: GET /api/groups names no record, so its 404 tells. */
export const probeGroups = () => listGroups({ limit: 1 });

/** Whether the groups screens show samples: this server answered that it has no groups. */
export const showingSampleGroups = () =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- routes' names
  isKnownMissing('GET /api/groups') || isKnownMissing('GET /api/groups/stats');

/**
 * One tab of the Groups grid, six at a time (proposed GET /api/groups?filter&q&limit&offset).
 * `total`, when known (the tab's count), spares a last click that would load an empty page.
 */
export function useGroupPages({ filter, q }: { filter: GroupFilter; q: string }, total?: number) {
  const base = { filter, q: q || undefined };
  const query = useInfiniteQuery(
    wrapRequest(groupPagesQueryOptions(base, GROUPS_PAGE_SIZE), (request, { pageParam }) =>
      orSample(request, () =>
        sampleGroupPage({ ...base, limit: GROUPS_PAGE_SIZE, offset: pageParam }),
      ),
    ),
  );
  const groups = query.data?.pages.flat() ?? [];
  const complete = !q && total !== undefined && groups.length >= total;
  return { ...query, groups, hasNextPage: query.hasNextPage && !complete };
}

/** The counts of the stats and the tabs (proposed GET /api/groups/stats). */
export function useGroupStats() {
  return useQuery(
    wrapRequest(groupStatsQueryOptions(), (request) => orSample(request, sampleGroupStats)),
  );
}

/**
 * A group page (proposed GET /api/groups/{id}); a sample group on a backend without groups. A
 * 404 is the group's unless the server lacks groups altogether, which its list tells.
 */
export function useGroup(id: Id | null) {
  return useQuery({
    ...wrapRequest(groupQueryOptions(id ?? 0), (request) =>
      orSample(request, () => sampleGroupDetail(id!), probeGroups),
    ),
    enabled: id !== null,
  });
}

/** The posts of a group on screen, for its members only (proposed GET /api/groups/{id}/posts). */
export function useGroupPosts(id: Id, enabled: boolean) {
  return useQuery({
    ...wrapRequest(groupPostsQueryOptions(id), (request) =>
      orSample(request, (): GroupPost[] => [], probeGroups),
    ),
    enabled,
  });
}

/** "/group/12" -> 12; anything but a positive whole number is no group at all. */
export function parseGroupId(param: string | undefined): Id | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
