import type { QueryClient } from '@tanstack/react-query';
import { lazyDefault } from '../lib/lazy-part';
import type { Id } from '../api/types';
import { loadLoginScreen, loadRegisterScreen } from '../features/auth';
import { loadLandingScreen } from '../features/landing';
import { loadFeedScreen } from '../features/feed';
import { loadTrendingScreen } from '../features/trending';
import { loadPostScreen } from '../features/posts';
import { loadExploreScreen } from '../features/explore';
import { loadGroupsScreen, loadGroupDetailScreen } from '../features/groups';
import { loadNotificationsScreen } from '../features/notifications';
import { loadProfileScreen } from '../features/profile';
import { loadSearchScreen } from '../features/search';
import {
  loadLegacyHomeScreen,
  loadLegacyExploreScreen,
  loadLegacyGroupsScreen,
  loadLegacyNotificationsScreen,
  loadOldHomeScreen,
} from '../features/legacy';
import { loadPostCardDemoScreen } from '../features/demo';
import { loadCareQueueScreen, loadCareReportsScreen } from '../features/care';
// Issue 32: the society records.
import { loadSocietiesScreen, loadSocietyScreen } from '../features/societies';

// Screens load on demand (lazyDefault): the first screen downloads only what it shows.
// A screen whose module was loaded before (`preload`) renders in the same pass instead of
// suspending first: the prerendered landing (src/prerender) is replaced by the real one with no
// spinner in between. `preload` resolves to the whole module: a screen may export what its first
// load needs (prefetchFeed).

/** The signed-in shell, loaded on demand: visitors on the landing page never download it. */
export const AppShell = lazyDefault(() =>
  import('./shell/app-shell').then(({ AppShell }) => ({ default: AppShell })),
);

export const LoginScreen = lazyDefault(loadLoginScreen);
export const RegisterScreen = lazyDefault(loadRegisterScreen);
export const LandingScreen = lazyDefault(loadLandingScreen);
export const FeedScreen = lazyDefault(loadFeedScreen);
export const TrendingScreen = lazyDefault(loadTrendingScreen);
export const PostScreen = lazyDefault(loadPostScreen);
export const ExploreScreen = lazyDefault(loadExploreScreen);
export const GroupsScreen = lazyDefault(loadGroupsScreen);
export const GroupDetailScreen = lazyDefault(loadGroupDetailScreen);
export const NotificationsScreen = lazyDefault(loadNotificationsScreen);
export const ProfileScreen = lazyDefault(loadProfileScreen);
export const SearchScreen = lazyDefault(loadSearchScreen);
export const LegacyHomeScreen = lazyDefault(loadLegacyHomeScreen);
export const LegacyExploreScreen = lazyDefault(loadLegacyExploreScreen);
export const LegacyGroupsScreen = lazyDefault(loadLegacyGroupsScreen);
export const LegacyNotificationsScreen = lazyDefault(loadLegacyNotificationsScreen);
export const OldHomeScreen = lazyDefault(loadOldHomeScreen);
export const NotFoundScreen = lazyDefault(() =>
  import('./not-found-screen').then(({ NotFoundScreen }) => ({ default: NotFoundScreen })),
);
export const PostCardDemoScreen = lazyDefault(loadPostCardDemoScreen);
export const CareQueueScreen = lazyDefault(loadCareQueueScreen);
// Issue 32: the society records.
export const SocietiesScreen = lazyDefault(loadSocietiesScreen);
export const SocietyScreen = lazyDefault(loadSocietyScreen);
// Issue 32: the care team's Reports tab.
export const CareReportsScreen = lazyDefault(loadCareReportsScreen);

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
