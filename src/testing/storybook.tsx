// Helpers shared by stories and .storybook: the parameters our decorators read, the real route
// table in a memory router, and handler overrides for loading and error states.
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect } from 'storybook/test';
import { routes } from '../app/routes';
import { SwitchingTo } from '../lib/i18n/language-provider';
import type { Language } from '../lib/i18n/languages';
import type { OperationId } from '../../mocks/handlers';
import type { Method } from '../../mocks/http';
import { SEED } from '../../mocks/seed';

/** Who is signed in when a story renders: the toolbar's choice, or a seeded user's id. */
export type SessionChoice = 'signed-in' | 'signed-out' | number;

/**
 * The parameters .storybook/preview.tsx understands (all optional):
 * - `route`: the path the story starts at (default '/').
 * - `router`: 'memory' (default) wraps the story in a MemoryRouter; 'app' renders the real route
 *   table at `route` instead of the story's own render; 'none' leaves routing to the story.
 * - `session`: forces a session, whatever the Session toolbar says.
 * - `msw.handlers`: replaces mock endpoints by operationId, e.g. `{ listPosts: http.get(...) }`.
 */
export interface AppStoryParameters {
  route?: string;
  router?: 'memory' | 'app' | 'none';
  session?: SessionChoice;
  msw?: { handlers: Partial<Record<OperationId, HttpHandler>> };
}

/** Any route table in a memory router: for screens that need a data router (route errors). */
export function MemoryRoutes({
  routes: table,
  path = '/',
}: {
  routes: RouteObject[];
  path?: string;
}) {
  const [router] = useState(() => createMemoryRouter(table, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

/** The whole app (guards, shell, lazy screens) at `path`, as a resident would land there. */
export function AppRouteStory({ path = '/' }: { path?: string }) {
  return <MemoryRoutes routes={routes} path={path} />;
}

/** An endpoint that never answers: the screen stays in its loading or pending state. */
export function pendingForever(method: Method, path: string): HttpHandler {
  return http[method](path, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** An endpoint that fails with the contract's JSON error body. */
export function failsWith(method: Method, path: string, status: number, message: string) {
  return http[method](path, () => HttpResponse.json({ message }, { status }));
}

/** The Notifications links' name with the seed's unread count: "Notifications, 6 unread". */
export const SEED_UNREAD_LINK = new RegExp(
  `^Notifications\\s*,\\s*${SEED.unreadNotifications} unread$`,
);

/** Story parameters for a resident with no unread notifications (the bell without a badge). */
export const NOTHING_UNREAD: AppStoryParameters = {
  msw: {
    handlers: {
      getUnreadCount: http.get('/api/notifications/unread-count', () =>
        HttpResponse.json({ count: 0 }),
      ),
    },
  },
};

/** A signed-in screen opened by a visitor: the guard shows the sign-in page (and comes back after). */
export const signedOutRedirect = {
  parameters: { session: 'signed-out' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Sign in', level: 1 }, { timeout: 15_000 }),
    ).toBeVisible();
  },
} satisfies StoryObj;

/** Holds a story in the moment after `language` was chosen, before the page is in it. */
export const whileSwitchingTo =
  (language: Language): Decorator =>
  (Story) => (
    <SwitchingTo language={language}>
      <Story />
    </SwitchingTo>
  );
