// Renders the real app (providers, routes, mock backend) at a path, as a resident would see it.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../api/query-client';
import type { ThemeName } from '../theme/tokens';
import { trackQueryClient } from './query-registry';
import { testStylesWrapper } from './test-styles';

export interface RenderOptions {
  theme?: ThemeName;
  /** The app's cache, when a test fills it before the render (as main.tsx may); a new one if not. */
  queryClient?: QueryClient;
  /** Keep the text colour in the computed styles, for a test that reads it (test-styles.tsx). */
  readColour?: boolean;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  trackQueryClient(queryClient);
  // The check that a target takes pointer events reads the computed style of it and every ancestor
  // on each action, a large share of jsdom's time. The app turns pointer events off only on
  // decorations (search icons, the gaps of the toast region), which no test clicks.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <AppProviders queryClient={queryClient} theme={options.theme}>
      {ui}
    </AppProviders>,
    { wrapper: testStylesWrapper({ readColour: options.readColour }) },
  );
  return { ...result, queryClient, user };
}

/** The whole app at `path` with a memory router over the real route table. */
export function renderApp(path = '/', options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />, options), router };
}
