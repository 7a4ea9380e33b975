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

// Screens load on demand: the first screen downloads only what it shows (issue: performance).
// A screen whose module was loaded before (`preload`) renders in the same pass instead of
// suspending first: the prerendered landing (src/prerender) is replaced by the real one with no
// spinner in between. `preload` resolves to the whole module: a screen may export what its first
// load needs (prefetchFeed).
const lazyScreen = lazyDefault;

/** The signed-in shell, loaded on demand: visitors on the landing page never download it. */
export const AppShell = lazyScreen(() =>
  import('./shell/app-shell').then(({ AppShell }) => ({ default: AppShell })),
);

export const LoginScreen = lazyScreen(loadLoginScreen);
export const RegisterScreen = lazyScreen(loadRegisterScreen);
export const LandingScreen = lazyScreen(loadLandingScreen);
export const FeedScreen = lazyScreen(loadFeedScreen);
export const TrendingScreen = lazyScreen(loadTrendingScreen);
export const PostScreen = lazyScreen(loadPostScreen);
export const ExploreScreen = lazyScreen(loadExploreScreen);
export const GroupsScreen = lazyScreen(loadGroupsScreen);
export const GroupDetailScreen = lazyScreen(loadGroupDetailScreen);
export const NotificationsScreen = lazyScreen(loadNotificationsScreen);
export const ProfileScreen = lazyScreen(loadProfileScreen);
export const SearchScreen = lazyScreen(loadSearchScreen);
export const LegacyHomeScreen = lazyScreen(loadLegacyHomeScreen);
export const LegacyExploreScreen = lazyScreen(loadLegacyExploreScreen);
export const LegacyGroupsScreen = lazyScreen(loadLegacyGroupsScreen);
export const LegacyNotificationsScreen = lazyScreen(loadLegacyNotificationsScreen);
export const OldHomeScreen = lazyScreen(loadOldHomeScreen);
export const NotFoundScreen = lazyScreen(() =>
  import('./not-found-screen').then(({ NotFoundScreen }) => ({ default: NotFoundScreen })),
);
export const PostCardDemoScreen = lazyScreen(loadPostCardDemoScreen);
export const CareQueueScreen = lazyScreen(loadCareQueueScreen);
// Issue 32: the society records.
export const SocietiesScreen = lazyScreen(loadSocietiesScreen);
export const SocietyScreen = lazyScreen(loadSocietyScreen);
// Issue 32: the care team's Reports tab.
export const CareReportsScreen = lazyScreen(loadCareReportsScreen);

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
