import type { ReactNode } from 'react';
import { FiBell, FiCompass, FiHome, FiSearch, FiUser, FiUsers } from 'react-icons/fi';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Paths besides `to` where the entry is the active one. */
  alsoActiveOn?: (pathname: string) => boolean;
  showsUnread?: boolean;
}

/** SPEC §2: Home, Explore, Groups, Notifications (badge), Profile. */
export const SIDEBAR_ITEMS: NavItem[] = [
  {
    to: '/home',
    label: 'Home',
    icon: <FiHome aria-hidden />,
    alsoActiveOn: (path) => path === '/',
  },
  {
    to: '/explore',
    label: 'Explore',
    icon: <FiCompass aria-hidden />,
    alsoActiveOn: (path) => path === '/trending',
  },
  {
    to: '/groups',
    label: 'Groups',
    icon: <FiUsers aria-hidden />,
    alsoActiveOn: (path) => path.startsWith('/group/') || path.startsWith('/groups/'),
  },
  { to: '/notifications', label: 'Notifications', icon: <FiBell aria-hidden />, showsUnread: true },
  {
    to: '/profile',
    label: 'Profile',
    icon: <FiUser aria-hidden />,
    alsoActiveOn: (path) => path.startsWith('/profile/'),
  },
];

/** SPEC §2: the mobile bottom bar's home, search, notifications and profile. */
export const BOTTOM_ITEMS: NavItem[] = [
  SIDEBAR_ITEMS[0],
  { to: '/search', label: 'Search', icon: <FiSearch aria-hidden /> },
  SIDEBAR_ITEMS[3],
  SIDEBAR_ITEMS[4],
];

export function isActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || (item.alsoActiveOn?.(pathname) ?? false);
}
