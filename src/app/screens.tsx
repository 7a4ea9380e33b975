import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ComponentType } from 'react';
import type { Id } from '../api/types';

// Screens load on demand: the first screen downloads only what it shows (issue: performance).
// A screen whose module was loaded before (`preload`) renders in the same pass instead of
// suspending first: the prerendered landing (src/prerender) is replaced by the real one with no
// spinner in between.
function lazyScreen<Props extends object, Module extends { default: ComponentType<Props> }>(
  load: () => Promise<Module & { default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | null = null;
  // Resolves to the whole module: a screen may export what its first load needs (prefetchFeed).
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Deferred = lazy(preload);
  function LazyScreen(props: Props) {
    // Chosen once: switching from the lazy wrapper to the loaded component would remount it.
    const [Screen] = useState<ComponentType<Props>>(() => loaded ?? Deferred);
    return <Screen {...props} />;
  }
  return Object.assign(LazyScreen, { preload });
}

/** The signed-in shell, loaded on demand: visitors on the landing page never download it. */
export const AppShell = lazyScreen(() =>
  import('./shell/app-shell').then(({ AppShell }) => ({ default: AppShell })),
);

export const LoginScreen = lazyScreen(() => import('../features/auth/login-screen'));
export const RegisterScreen = lazyScreen(() => import('../features/auth/register-screen'));
export const LandingScreen = lazyScreen(() => import('../features/landing/landing-screen'));
export const FeedScreen = lazyScreen(() => import('../features/feed/feed-screen'));
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

/** Where a signed-in first load opens the feed: whose posts it asks for, and into which cache. */
export interface FeedFirstLoad {
  queryClient: QueryClient;
  viewerId: Id;
  search: URLSearchParams;
}

/**
 * A signed-in first load needs the shell and then the screen inside it: asking for both at once
 * saves a round trip on the way to the first screen. On the feed (`feed` given) it resolves once
 * both are in (index.html's boot script fetches their files with the entry's), having asked for
 * the posts, which would otherwise wait for the shell and the feed to mount; elsewhere at once.
 */
export function preloadSignedInScreen(feed: FeedFirstLoad | null): Promise<unknown> {
  const shell = AppShell.preload();
  if (feed) {
    const posts = FeedScreen.preload().then(({ prefetchFeed }) =>
      prefetchFeed(feed.queryClient, feed.viewerId, feed.search),
    );
    return Promise.all([shell, posts]);
  }
  // A failed download shows when the shell renders (the route's error screen).
  shell.catch(() => {});
  return Promise.resolve();
}
