import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth, RedirectIfSignedIn } from '../features/auth/guards';
import { AppShell } from './shell/app-shell';
import { HomeIndex } from './home-index';
import { NotFoundScreen } from './not-found-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { FeedScreen, LandingScreen, LoginScreen, placeholder, RegisterScreen } from './screens';

/** Every route of SPEC §2. Inside the shell a visitor is sent to /login and brought back after. */
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
            <LoginScreen />
          </RedirectIfSignedIn>
        ),
        errorElement: <RouteError />,
      },
      {
        path: 'register',
        element: (
          <RedirectIfSignedIn>
            <RegisterScreen />
          </RedirectIfSignedIn>
        ),
        errorElement: <RouteError />,
      },
      {
        path: 'demo-post-card',
        element: placeholder('Post card demo'),
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
          { path: 'explore', element: placeholder('Explore') },
          { path: 'groups', element: placeholder('Groups') },
          { path: 'group/:id', element: placeholder('Group detail') },
          { path: 'groups/:id', element: placeholder('Group detail') },
          { path: 'trending', element: placeholder('Trending posts') },
          { path: 'notifications', element: placeholder('Notifications') },
          { path: 'profile', element: placeholder('Profile') },
          { path: 'profile/:id', element: placeholder('Profile') },
          { path: 'posts/:id', element: placeholder('Post') },
          { path: 'search', element: placeholder('Search') },
          { path: 'legacy/home', element: placeholder('Home (older version)') },
          { path: 'legacy/explore', element: placeholder('Explore (older version)') },
          { path: 'legacy/groups', element: placeholder('Groups (older version)') },
          { path: 'legacy/notifications', element: placeholder('Notifications (older version)') },
          { path: 'old-home', element: placeholder('Older home') },
        ].map((route) => ({ ...route, errorElement: <RouteError /> })),
      },
      { path: 'index.html', element: <Navigate to="/" replace /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
