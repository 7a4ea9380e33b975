import { lazy, useState, type ComponentType, type ReactNode } from 'react';

// Screens load on demand: the first screen downloads only what it shows (issue: performance).
// A screen whose module was loaded before (`preload`) renders in the same pass instead of
// suspending first: the prerendered landing (src/prerender) is replaced by the real one with no
// spinner in between.
function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Deferred = lazy(preload);
  function LazyScreen() {
    // Chosen once: switching from the lazy wrapper to the loaded component would remount it.
    const [Screen] = useState<ComponentType>(() => loaded ?? Deferred);
    return <Screen />;
  }
  return Object.assign(LazyScreen, { preload });
}

const loadShell = () => import('./shell/app-shell');
const loadFeed = () => import('../features/feed/feed-screen');
const ShellModule = lazy(() => loadShell().then(({ AppShell }) => ({ default: AppShell })));

/** The signed-in shell, loaded on demand: visitors on the landing page never download it. */
export function AppShell({ children }: { children?: ReactNode }) {
  return <ShellModule>{children}</ShellModule>;
}

/**
 * A signed-in first load needs the shell and then the screen inside it: asking for both at once
 * saves a round trip on the way to the first screen.
 */
export function preloadSignedInScreen(pathname: string): void {
  void loadShell();
  if (pathname === '/' || pathname === '/home') void loadFeed();
}

export const LoginScreen = lazyScreen(() => import('../features/auth/login-screen'));
export const RegisterScreen = lazyScreen(() => import('../features/auth/register-screen'));
export const LandingScreen = lazyScreen(() => import('../features/landing/landing-screen'));
export const FeedScreen = lazyScreen(loadFeed);
export const TrendingScreen = lazyScreen(() => import('../features/trending/trending-screen'));
export const PostScreen = lazyScreen(() => import('../features/posts/post-screen'));
export const ExploreScreen = lazyScreen(() => import('../features/explore/explore-screen'));
export const GroupsScreen = lazyScreen(() => import('../features/groups/groups-screen'));
export const GroupDetailScreen = lazyScreen(() => import('../features/groups/group-detail-screen'));
export const NotificationsScreen = lazyScreen(
  () => import('../features/notifications/notifications-screen'),
);
export const ProfileScreen = lazyScreen(() => import('../features/profile/profile-screen'));
export const SearchScreen = lazyScreen(() => import('../features/search/search-screen'));
export const LegacyHomeScreen = lazyScreen(() => import('../features/legacy/legacy-home-screen'));
export const LegacyExploreScreen = lazyScreen(
  () => import('../features/legacy/legacy-explore-screen'),
);
export const LegacyGroupsScreen = lazyScreen(
  () => import('../features/legacy/legacy-groups-screen'),
);
export const LegacyNotificationsScreen = lazyScreen(
  () => import('../features/legacy/legacy-notifications-screen'),
);
export const OldHomeScreen = lazyScreen(() => import('../features/legacy/old-home-screen'));
export const NotFoundScreen = lazyScreen(() =>
  import('./not-found-screen').then(({ NotFoundScreen }) => ({ default: NotFoundScreen })),
);
export const PostCardDemoScreen = lazyScreen(
  () => import('../features/demo/post-card-demo-screen'),
);
