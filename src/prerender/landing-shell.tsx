// Build time only (Node): the landing page's first screen as HTML, so a visitor sees it before the
// JavaScript has arrived. It is the app itself, rendered signed out with the posts still loading;
// the app replaces it on its first render (src/main.tsx), which looks the same.
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { LandingScreen } from '../app/screens';
import { createQueryClient } from '../api/query-client';
import { activateLanguage } from '../lib/i18n/i18n';
import type { Language } from '../lib/i18n/languages';
import type { ThemeName } from '../theme/tokens';
import { SHELL_STYLE_ATTRIBUTE } from './boot-app';
import { renderShell } from './render-shell';

/**
 * The styles and the markup of `/` for a visitor in `language` and `theme`, for an app served
 * below `basename`.
 */
export async function renderLandingShell(
  language: Language,
  theme: ThemeName,
  basename = '/',
): Promise<{ styles: string; markup: string }> {
  await LandingScreen.preload();
  await activateLanguage(language);
  const router = createMemoryRouter(routes, { basename, initialEntries: [basename] });
  return renderShell(
    <AppProviders queryClient={createQueryClient()} theme={theme}>
      <RouterProvider router={router} />
    </AppProviders>,
    SHELL_STYLE_ATTRIBUTE,
  );
}
