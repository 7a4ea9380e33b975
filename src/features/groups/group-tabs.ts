import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GroupFilter, GroupStats } from '../../api/types';

export interface GroupTab {
  value: GroupFilter;
  /**
   * The tab's name: a descriptor (`msg`), shown in the reader's language. A plain string is shown
   * as it is (the legacy tabs until their area is translated).
   */
  label: MessageDescriptor | string;
  /** A fixed count to show instead of the live one (the legacy screen's sample counts). */
  count?: number;
}

/** The canonical Groups tabs, each with its live count (docs/product.md#older-variants). */
export const CANONICAL_GROUP_TABS: readonly GroupTab[] = [
  { value: 'all', label: msg`All Groups` },
  { value: 'joined', label: msg`My Groups (Joined)` },
  { value: 'public', label: msg`Public` },
  { value: 'private', label: msg`Private` },
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
