// The older screens' own tab sets and fixed sample counts (docs/product.md#older-variants). Each
// screen is the canonical component given these instead of the canonical ones.
import type { FeedTab } from '../feed';
import type { GroupTab } from '../groups';
import type { NotificationCounts, NotificationFilter } from '../notifications';

/** /legacy/home: For You, Following, My Society, Trending. */
export const LEGACY_HOME_TABS: FeedTab[] = [
  { value: 'for-you', label: 'For You', filter: 'all' },
  { value: 'following', label: 'Following', filter: 'following' },
  { value: 'my-society', label: 'My Society', filter: 'my-society' },
  { value: 'trending', label: 'Trending', filter: 'trending' },
];

/** The older home's fixed sample counts (docs/product.md#counts); All Concerns counts the posts. */
export const OLD_HOME_FOLLOWING_COUNT = 12;
export const OLD_HOME_BUILDER_WIDE_COUNT = 8;

/**
 * /old-home: All Concerns, Following (12), Builder-Wide (8); in the address `all`, `following`,
 * `builder` (docs/product.md#addresses-that-carry-state).
 */
export function oldHomeTabs(allCount: number | undefined): FeedTab[] {
  return [
    { value: 'all', label: 'All Concerns', filter: 'all', count: allCount },
    {
      value: 'following',
      label: 'Following',
      filter: 'following',
      count: OLD_HOME_FOLLOWING_COUNT,
    },
    {
      value: 'builder',
      label: 'Builder-Wide',
      filter: 'all',
      builderWide: true,
      count: OLD_HOME_BUILDER_WIDE_COUNT,
    },
  ];
}

/** The older screens' empty feed, in one line (docs/product.md#texts-feed). */
export const LEGACY_EMPTY_FEED = 'No posts yet. Be the first to share a concern!';

/** /legacy/groups: All, Joined, Suggested, each with its live count. */
export const LEGACY_GROUP_TABS: readonly GroupTab[] = [
  { value: 'all', label: 'All' },
  { value: 'joined', label: 'Joined' },
  { value: 'suggested', label: 'Suggested' },
];

/**
 * /legacy/notifications: All, Unread, Mentions with the fixed counts 7, 2, 1
 * (docs/product.md#counts).
 */
export const LEGACY_NOTIFICATION_TABS: readonly NotificationFilter[] = [
  'all',
  'unread',
  'mentions',
];
export const LEGACY_NOTIFICATION_COUNTS: NotificationCounts = { all: 7, unread: 2, mentions: 1 };
