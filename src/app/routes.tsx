import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth, RedirectIfSignedIn } from '../features/auth';
import { HomeIndex } from './home-index';
import { PreloadWhereSigningInLeads } from './preload-signed-in';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import {
  AppShell,
  CareQueueScreen,
  CareReportsScreen,
  ExploreScreen,
  FeedScreen,
  GroupDetailScreen,
  GroupsScreen,
  LandingScreen,
  LegacyExploreScreen,
  LegacyGroupsScreen,
  LegacyHomeScreen,
  LegacyNotificationsScreen,
  LoginScreen,
  NotFoundScreen,
  NotificationsScreen,
  OldHomeScreen,
  PostCardDemoScreen,
  PostScreen,
  ProfileScreen,
  RegisterScreen,
  SearchScreen,
  SocietiesScreen,
  SocietyScreen,
  TrendingScreen,
} from './screens';

/**
 * Every route (docs/product.md#route-table). Inside the shell a visitor is sent to /login and
 * brought back after.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeIndex />, errorElement: <RouteError /> },
      { path: 'public-home', element: <LandingScreen />, errorElement: <RouteError /> },
      { path: 'landing', element: <LandingScreen />, errorElement: <RouteError /> },
      {
        path: 'login',
        element: (
          <RedirectIfSignedIn>
            <PreloadWhereSigningInLeads />
            <LoginScreen />
          </RedirectIfSignedIn>
        ),
        errorElement: <RouteError />,
      },
      {
        path: 'register',
        element: (
          <RedirectIfSignedIn>
            <PreloadWhereSigningInLeads />
            <RegisterScreen />
          </RedirectIfSignedIn>
        ),
        errorElement: <RouteError />,
      },
      {
        path: 'demo-post-card',
        element: <PostCardDemoScreen />,
        errorElement: <RouteError />,
      },
      {
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        errorElement: <RouteError />,
        children: [
          { path: 'home', element: <FeedScreen /> },
          { path: 'explore', element: <ExploreScreen /> },
          { path: 'groups', element: <GroupsScreen /> },
          { path: 'group/:id', element: <GroupDetailScreen /> },
          { path: 'groups/:id', element: <GroupDetailScreen /> },
          { path: 'trending', element: <TrendingScreen /> },
          { path: 'notifications', element: <NotificationsScreen /> },
          { path: 'profile', element: <ProfileScreen /> },
          { path: 'profile/:id', element: <ProfileScreen /> },
          { path: 'posts/:id', element: <PostScreen /> },
          { path: 'search', element: <SearchScreen /> },
          { path: 'care', element: <CareQueueScreen /> },
          // Issue 32: the society records.
          { path: 'societies', element: <SocietiesScreen /> },
          { path: 'societies/:id', element: <SocietyScreen /> },
          // Issue 32: report outcomes.
          { path: 'care/reports', element: <CareReportsScreen /> },
          { path: 'legacy/home', element: <LegacyHomeScreen /> },
          { path: 'legacy/explore', element: <LegacyExploreScreen /> },
          { path: 'legacy/groups', element: <LegacyGroupsScreen /> },
          { path: 'legacy/notifications', element: <LegacyNotificationsScreen /> },
          { path: 'old-home', element: <OldHomeScreen /> },
        ].map((route) => ({ ...route, errorElement: <RouteError inShell /> })),
      },
      { path: 'index.html', element: <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
