import type { GroupFilter, GroupStats } from '../../api/types';

export interface GroupTab {
  value: GroupFilter;
  label: string;
  /** A fixed count to show instead of the live one (the legacy screen's sample counts). */
  count?: number;
}

/** The canonical Groups tabs, each with its live count (docs/product.md#older-variants). */
export const CANONICAL_GROUP_TABS: readonly GroupTab[] = [
  { value: 'all', label: 'All Groups' },
  { value: 'joined', label: 'My Groups (Joined)' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

/** How many groups a tab holds, from the stats of GET /api/groups/stats. */
export function tabCount(filter: GroupFilter, stats: GroupStats | undefined): number | undefined {
  if (!stats) return undefined;
  switch (filter) {
    case 'joined':
      return stats.joined;
    case 'public':
      return stats.public;
    case 'private':
      return stats.private;
    case 'suggested':
      return stats.total - stats.joined;
    default:
      return stats.total;
  }
}
