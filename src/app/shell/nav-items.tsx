import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { FiBell, FiClipboard, FiCompass, FiHome, FiSearch, FiUser, FiUsers } from 'react-icons/fi';
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

/** The sidebar's entries (docs/product.md#signed-in-shell). */
const SIDEBAR_ITEMS: NavItem[] = [
  {
    to: '/home',
    label: msg`Home`,
    icon: <FiHome aria-hidden />,
    alsoActiveOn: (path) => path === '/',
  },
  {
    to: '/explore',
    label: msg`Explore`,
    icon: <FiCompass aria-hidden />,
    alsoActiveOn: (path) => path === '/trending',
  },
  {
    to: '/groups',
    label: msg`Groups`,
    icon: <FiUsers aria-hidden />,
    alsoActiveOn: (path) => path.startsWith('/group/') || path.startsWith('/groups/'),
  },
  {
    to: '/notifications',
    label: msg`Notifications`,
    icon: <FiBell aria-hidden />,
    showsUnread: true,
  },
  {
    to: '/profile',
    label: msg`Profile`,
    icon: <FiUser aria-hidden />,
    // Someone else's profile is not "Profile": that entry leads to the resident's own page.
    alsoActiveOn: isOwnProfilePath,
  },
];

/** The entries of the phones' bottom bar (docs/product.md#signed-in-shell). */
const BOTTOM_ITEMS: NavItem[] = [
  SIDEBAR_ITEMS[0],
  { to: '/search', label: msg`Search`, icon: <FiSearch aria-hidden /> },
  SIDEBAR_ITEMS[3],
  SIDEBAR_ITEMS[4],
];

/** The care team's queue of concerns (docs/product.md#concerns); residents do not see it. */
export const CARE_QUEUE_ITEM: NavItem = {
  to: CARE_QUEUE_PATH,
  label: msg`Care queue`,
  icon: <FiClipboard aria-hidden />,
};

/** `items` with the care queue before Profile, the last entry, for a care team member. */
function withCareQueue(items: NavItem[], viewer: NavViewer): NavItem[] {
  if (!viewer.careTeam) return items;
  return [...items.slice(0, -1), CARE_QUEUE_ITEM, ...items.slice(-1)];
}

export const sidebarItemsFor = (viewer: NavViewer) => withCareQueue(SIDEBAR_ITEMS, viewer);
export const bottomItemsFor = (viewer: NavViewer) => withCareQueue(BOTTOM_ITEMS, viewer);

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
