// Renders the real app (providers, routes, mock backend) at a path, as a resident would see it.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import type { ThemeName } from '../theme/tokens';
import { trackQueryClient } from './query-registry';

export function renderWithProviders(ui: ReactElement, options: { theme?: ThemeName } = {}) {
  const queryClient = createQueryClient();
  trackQueryClient(queryClient);
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
