import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { FiBell, FiClipboard, FiCompass, FiHome, FiUser, FiUsers } from 'react-icons/fi';
import type { User } from '../../api/types';
import { CARE_QUEUE_PATH } from '../../features/care';
import { namesViewer, parseProfileRef } from '../../features/profile';

/**
 * Who is signed in, as far as the entries need it: Profile is current on their own page only, and
 * only the care team has the care queue.
 */
export type NavViewer = Pick<User, 'id' | 'username' | 'careTeam'>;

export interface NavItem {
  to: string;
  /** Shown in the language of the moment (docs/i18n.md). */
  label: MessageDescriptor;
  icon: ReactNode;
  /** Paths besides `to` where the entry is the active one. */
  alsoActiveOn?: (pathname: string, viewer: NavViewer) => boolean;
  showsUnread?: boolean;
}

const HOME: NavItem = {
  to: '/home',
  label: msg`Home`,
  icon: <FiHome aria-hidden />,
  alsoActiveOn: (path) => path === '/',
};

const EXPLORE: NavItem = {
  to: '/explore',
  label: msg`Explore`,
  icon: <FiCompass aria-hidden />,
  alsoActiveOn: (path) => path === '/trending',
};

const GROUPS: NavItem = {
  to: '/groups',
  label: msg`Groups`,
  icon: <FiUsers aria-hidden />,
  alsoActiveOn: (path) => path.startsWith('/group/') || path.startsWith('/groups/'),
};

const NOTIFICATIONS: NavItem = {
  to: '/notifications',
  label: msg`Notifications`,
  icon: <FiBell aria-hidden />,
  showsUnread: true,
};

const PROFILE: NavItem = {
  to: '/profile',
  label: msg`Profile`,
  icon: <FiUser aria-hidden />,
  // Someone else's profile is not "Profile": that entry leads to the resident's own page.
  alsoActiveOn: isOwnProfilePath,
};

/** The sidebar's entries (docs/product.md#signed-in-shell). */
const SIDEBAR_ITEMS: NavItem[] = [HOME, EXPLORE, GROUPS, NOTIFICATIONS, PROFILE];

/**
 * Explore in the phones' bottom bar, which has no Search entry: Explore's own search box leads to
 * the search page, so Explore stays the current entry there.
 */
const EXPLORE_WITH_SEARCH: NavItem = {
  ...EXPLORE,
  alsoActiveOn: (path) => path === '/trending' || path === '/search',
};

/**
 * The entries of the phones' bottom bar (docs/product.md#signed-in-shell): the sidebar's, so that
 * Explore and Groups are a tap away on a phone too. Search is the search box at the top of
 * Explore.
 */
const BOTTOM_ITEMS: NavItem[] = [HOME, EXPLORE_WITH_SEARCH, GROUPS, NOTIFICATIONS, PROFILE];

/** The care team's queue of concerns (docs/product.md#concerns); residents do not see it. */
export const CARE_QUEUE_ITEM: NavItem = {
  to: CARE_QUEUE_PATH,
  label: msg`Care queue`,
  icon: <FiClipboard aria-hidden />,
};

/**
 * The care team's bottom bar: five entries are what 360 px holds with their names whole, so
 * Groups, which is for residents' interests, is left to Explore's "See All Groups", and Explore is
 * the current entry on the groups' pages too.
 */
const CARE_BOTTOM_ITEMS: NavItem[] = [
  HOME,
  {
    ...EXPLORE_WITH_SEARCH,
    alsoActiveOn: (path, viewer) =>
      isActive(EXPLORE_WITH_SEARCH, path, viewer) || isActive(GROUPS, path, viewer),
  },
  NOTIFICATIONS,
  CARE_QUEUE_ITEM,
  PROFILE,
];

/** `items` with the care queue before Profile, the last entry, for a care team member. */
function withCareQueue(items: NavItem[], viewer: NavViewer): NavItem[] {
  if (!viewer.careTeam) return items;
  return [...items.slice(0, -1), CARE_QUEUE_ITEM, ...items.slice(-1)];
}

export const sidebarItemsFor = (viewer: NavViewer) => withCareQueue(SIDEBAR_ITEMS, viewer);
export const bottomItemsFor = (viewer: NavViewer) =>
  viewer.careTeam ? CARE_BOTTOM_ITEMS : BOTTOM_ITEMS;

/** /profile/{id} or /profile/@username naming the viewer, as the profile screen decides it. */
function isOwnProfilePath(pathname: string, viewer: NavViewer): boolean {
  const param = /^\/profile\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (param === undefined) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return false;
  }
  return namesViewer(parseProfileRef(decoded), viewer);
}

export function isActive(item: NavItem, pathname: string, viewer: NavViewer): boolean {
  return pathname === item.to || (item.alsoActiveOn?.(pathname, viewer) ?? false);
}
