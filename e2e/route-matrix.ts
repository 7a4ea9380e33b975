import type { Locator, Page } from '@playwright/test';
import { SEED } from '../mocks/seed';
import type { ViewportName } from './a11y-support';

// The screens every browser-wide check walks (axe in a11y.spec, reflow in reflow.spec): each
// path of the router with seeded ids, and each dialog with how to open it.

/** Every path of src/app/routes.tsx, with seeded ids for the parameters. */
export const SIGNED_IN_ROUTES = [
  '/',
  '/home',
  '/explore',
  '/groups',
  `/groups/${SEED.adminGroupId}`,
  `/group/${SEED.publicGroupNotJoinedId}`,
  '/trending',
  '/notifications',
  '/profile',
  `/profile/${SEED.unfollowedNeighbourId}`,
  `/posts/${SEED.demoPostId}`,
  // The demo user's resolved concern: "Is this fixed?" above it.
  `/posts/${SEED.demoResolvedConcernId}`,
  '/search?q=water',
  // Issue 32: a removed post's page (the blocked user's advert), and the resident's Reports tab.
  `/posts/${SEED.removedPostId}`,
  '/care/reports',
  // The demo user is a resident: the queue says it is for the care team (CARE_TEAM_ROUTES below).
  '/care',
  // Issue 32: the society records.
  '/societies',
  `/societies/${SEED.demoSocietyId}`,
  `/societies/${SEED.demoSocietyId}?period=90`,
  '/legacy/home',
  '/legacy/explore',
  '/legacy/groups',
  '/legacy/notifications',
  '/old-home',
  '/public-home',
  '/landing',
  '/demo-post-card',
  '/no-such-page',
];
const careQueue = (page: Page) => page.getByRole('heading', { level: 1, name: 'Care queue' });

/**
 * The care team's screens, signed in as the demo society's manager, each with what shows it has
 * loaded: the queue, and a concern of their society with its care team actions.
 */
export const CARE_TEAM_ROUTES: { route: string; landmark: (page: Page) => Locator }[] = [
  { route: '/care', landmark: careQueue },
  { route: '/care?overdue=1&sort=oldest', landmark: careQueue },
  { route: '/care?category=water', landmark: careQueue },
  {
    route: `/posts/${SEED.openNeighbourConcernId}`,
    landmark: (page) => page.getByRole('region', { name: 'Care team actions' }),
  },
  // Issue 32: the Reports tab, and a removed post as the care team reads it.
  {
    route: '/care/reports',
    landmark: (page) => page.getByRole('heading', { name: 'Post by Sneha Patil' }),
  },
  {
    route: `/posts/${SEED.removedPostId}`,
    landmark: (page) =>
      page.getByRole('heading', { name: 'This post was removed by the care team' }),
  },
];
/** Signed out, the shell's routes all lead to /login; /home stands for them. */
export const SIGNED_OUT_ROUTES = [
  '/',
  '/public-home',
  '/landing',
  '/login',
  '/register',
  '/demo-post-card',
  '/home',
  '/no-such-page',
];

export interface DialogCase {
  name: string;
  route: string;
  open: (page: Page) => Promise<void>;
  /** Only where the opener is on screen (the profile card's Help is a desktop sidebar). */
  viewports?: ViewportName[];
}

const click = (page: Page, role: 'button' | 'link', name: string | RegExp) =>
  page
    .getByRole(role, { name, exact: typeof name === 'string' })
    .first()
    .click();

export const SIGNED_IN_DIALOGS: DialogCase[] = [
  { name: 'Create Post', route: '/home', open: (page) => click(page, 'button', 'Create Post') },
  {
    name: 'Report Post',
    route: `/posts/${SEED.othersPostId}`,
    open: (page) => click(page, 'button', 'Report'),
  },
  {
    name: 'Create Group',
    route: '/groups',
    open: (page) => click(page, 'button', 'Create Group'),
  },
  {
    name: 'Story viewer',
    route: '/home',
    open: (page) =>
      page.getByRole('region', { name: 'Stories' }).getByRole('button').first().click(),
  },
  {
    name: 'Edit Profile',
    route: '/profile',
    open: (page) => click(page, 'button', 'Edit Profile'),
  },
  {
    name: 'Help',
    route: '/home',
    open: (page) => click(page, 'button', 'Help'),
    viewports: ['desktop'],
  },
  { name: 'Demo controls', route: '/home', open: (page) => click(page, 'button', 'Demo controls') },
];
export const SIGNED_OUT_DIALOGS: DialogCase[] = [
  {
    name: 'Login Required',
    route: '/',
    // A locked Like opens it too, but it is aria-disabled, which Playwright will not click.
    open: (page) => click(page, 'button', 'Post a Concern'),
  },
  {
    name: 'Demo controls',
    route: '/login',
    open: (page) => click(page, 'button', 'Demo controls'),
  },
];
