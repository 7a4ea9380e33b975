import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readStorage } from '../lib/storage';
import { STORED_USER_KEY } from '../lib/storage-keys';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';
import { preloadSignedInScreen } from './screens';

// Only mock builds carry the demo controls: with VITE_API_MOCKING=off this import is dropped.
const DemoControls =
  import.meta.env.VITE_API_MOCKING !== 'off'
    ? lazy(() => import('./demo-controls/demo-controls'))
    : null;

// Sub-path builds (`--base=/sub/path/`) route below their base.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

if (typeof window !== 'undefined' && readStorage(STORED_USER_KEY) !== null) {
  preloadSignedInScreen(window.location.pathname.slice(basename.length - 1) || '/');
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      {DemoControls && (
        <Suspense fallback={null}>
          <DemoControls />
        </Suspense>
      )}
    </AppProviders>
  );
}
