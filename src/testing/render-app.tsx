// Renders the real app (providers, routes, mock backend) at a path, as a resident would see it.
import type { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import type { ThemeName } from '../theme/tokens';

const liveClients = new Set<QueryClient>();

/** Waits until no query or mutation of any rendered app is in flight (call between tests). */
export async function settleQueries(): Promise<void> {
  for (const client of liveClients) {
    await waitFor(() => {
      if (client.isFetching() + client.isMutating() > 0)
        throw new Error('requests still in flight');
    });
    client.clear();
  }
  liveClients.clear();
}

export function renderWithProviders(ui: ReactElement, options: { theme?: ThemeName } = {}) {
  const queryClient = createQueryClient();
  liveClients.add(queryClient);
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} theme={options.theme}>
      {ui}
    </AppProviders>,
  );
  return { ...result, queryClient, user };
}

/** The whole app at `path` with a memory router over the real route table. */
export function renderApp(path = '/', options: { theme?: ThemeName } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />, options), router };
}
