// The mock backend in Storybook: the app's own handlers in a service worker, the seeded db (the
// last story's writes undone, as in the unit tests) and default demo settings before every story,
// and the story's session. Nothing is persisted: every story starts from the same seed. Nor is
// anything mirrored: each Storybook tab keeps its own db (only the demo starts mocks/tab-sync.ts).
import type { Loader } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlerList } from '../mocks/handlers';
import { restoreSeededDb } from '../mocks/seeded-db';
import { resetSettings } from '../mocks/settings';
import { forgetMissingOperations } from '../src/api/proposed-routes';
import { beginSession } from '../src/lib/session-events';
import { applySession, sessionFor } from './session';

async function startWorker() {
  // Initial handlers survive the addon's resetHandlers() between stories; a story's
  // parameters.msw.handlers are used on top of them.
  const worker = setupWorker(...handlerList);
  await worker.start({
    // Relative to the preview page, so a static Storybook works from any sub-path.
    serviceWorker: { url: './mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  return worker;
}

const startMsw = mswLoader(startWorker);

/**
 * One loader, because Storybook runs a level's loaders in parallel and the order matters: the
 * worker is up (with the story's overrides), then the db is reset, then the session is made.
 */
export const backendLoader: Loader = async (context) => {
  await startMsw(context);
  restoreSeededDb();
  resetSettings();
  // What the last story's server taught the page (a missing route) is gone, and a new session
  // begins: a late 401 to the last story's calls (its db is gone) signs this story's user out no more.
  forgetMissingOperations();
  beginSession();
  await applySession(sessionFor(context.globals.session, context.parameters.session));
  return {};
};
