// The older screens' own tab sets and fixed sample counts (docs/product.md#older-variants). Each
// screen is the canonical component given these instead of the canonical ones.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeedTab } from '../feed';
import type { GroupTab } from '../groups';
import type { NotificationCounts, NotificationFilter } from '../notifications';

/** A tab whose label is a descriptor: each screen shows it in the reader's language (`translated`). */
export type LegacyTab<T extends { label: unknown }> = Omit<T, 'label'> & {
  label: MessageDescriptor;
};

/** The tabs with their labels in the current language (`t` from useLingui). */
export function translated<T extends { label: unknown }>(
  tabs: readonly LegacyTab<T>[],
  t: (descriptor: MessageDescriptor) => string,
): T[] {
  return tabs.map((tab) => ({ ...tab, label: t(tab.label) }) as unknown as T);
}

/** /legacy/home: For You, Following, My Society, Trending. */
export const LEGACY_HOME_TABS: LegacyTab<FeedTab>[] = [
  { value: 'for-you', label: msg`For You`, filter: 'all' },
  { value: 'following', label: msg`Following`, filter: 'following' },
  { value: 'my-society', label: msg`My Society`, filter: 'my-society' },
  { value: 'trending', label: msg`Trending`, filter: 'trending' },
];

/** The older home's fixed sample counts (docs/product.md#counts); All Concerns counts the posts. */
export const OLD_HOME_FOLLOWING_COUNT = 12;
export const OLD_HOME_BUILDER_WIDE_COUNT = 8;

/**
 * /old-home: All Concerns, Following (12), Builder-Wide (8); in the address `all`, `following`,
 * `builder` (docs/product.md#addresses-that-carry-state).
 */
export function oldHomeTabs(allCount: number | undefined): LegacyTab<FeedTab>[] {
  return [
    { value: 'all', label: msg`All Concerns`, filter: 'all', count: allCount },
    {
      value: 'following',
      label: msg`Following`,
      filter: 'following',
      count: OLD_HOME_FOLLOWING_COUNT,
    },
    {
      value: 'builder',
      label: msg`Builder-Wide`,
      filter: 'all',
      builderWide: true,
      count: OLD_HOME_BUILDER_WIDE_COUNT,
    },
  ];
}

/** The older screens' empty feed, in one line (docs/product.md#texts-feed). */
export const LEGACY_EMPTY_FEED = msg`No posts yet. Be the first to share a concern!`;

/** /legacy/groups: All, Joined, Suggested, each with its live count. */
export const LEGACY_GROUP_TABS: readonly LegacyTab<GroupTab>[] = [
  { value: 'all', label: msg`All` },
  { value: 'joined', label: msg`Joined` },
  { value: 'suggested', label: msg`Suggested` },
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
