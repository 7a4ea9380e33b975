// The older screens' own tab sets and SPEC §9's fixed sample counts (DECISIONS §1). Each screen is
// the canonical component given these instead of the canonical ones.
import type { FeedTab } from '../feed/feed-view';
import type { GroupTab } from '../groups/group-tabs';
import type { NotificationCounts, NotificationFilter } from '../notifications/notification-filters';

/** /legacy/home: For You, Following, My Society, Trending. */
export const LEGACY_HOME_TABS: FeedTab[] = [
  { value: 'for-you', label: 'For You', filter: 'all' },
  { value: 'following', label: 'Following', filter: 'following' },
  { value: 'my-society', label: 'My Society', filter: 'my-society' },
  { value: 'trending', label: 'Trending', filter: 'trending' },
];

/** SPEC §9: the older home's fixed sample counts; All Concerns counts the posts. */
export const OLD_HOME_FOLLOWING_COUNT = 12;
export const OLD_HOME_BUILDER_WIDE_COUNT = 8;

/** /old-home: All Concerns, Following (12), Builder-Wide (8); SPEC §4 tabs all, following, builder. */
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

/** The older screens' empty feed, in one line (SPEC §2 Feed). */
export const LEGACY_EMPTY_FEED = 'No posts yet. Be the first to share a concern!';

/** /legacy/groups: All, Joined, Suggested, each with its live count. */
export const LEGACY_GROUP_TABS: readonly GroupTab[] = [
  { value: 'all', label: 'All' },
  { value: 'joined', label: 'Joined' },
  { value: 'suggested', label: 'Suggested' },
];

/** /legacy/notifications: All, Unread, Mentions with SPEC §9's fixed counts 7, 2, 1. */
export const LEGACY_NOTIFICATION_TABS: readonly NotificationFilter[] = [
  'all',
  'unread',
  'mentions',
];
export const LEGACY_NOTIFICATION_COUNTS: NotificationCounts = { all: 7, unread: 2, mentions: 1 };
