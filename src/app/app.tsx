import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { skipOtherPeoplesPages } from '../features/auth';
import { hasDemoBackend } from '../lib/demo-backend';
import { DemoControlsMount } from './demo-controls/demo-controls-mount';
import { AppProviders } from './providers';
import { routes } from './routes';

// Only mock builds carry the demo controls. Written out here, not imported, because the bundler
// folds a condition to `false` (and drops the controls' chunk and the mock with it) only when it
// can see the value in this module.
const WITH_DEMO_CONTROLS = import.meta.env.VITE_API_MOCKING !== 'off';

// Sub-path builds (`--base=/sub/path/`) route below their base.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** The app; `queryClient` when the first load asks for data before the first render (main.tsx). */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  // One phone, two accounts: Back and Forward skip the pages someone else opened.
  useEffect(() => skipOtherPeoplesPages(router), [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      {WITH_DEMO_CONTROLS && hasDemoBackend() && <DemoControlsMount />}
    </AppProviders>
  );
}
