// Vitest (jsdom) set-up: the mock backend over msw/node with the seeded db for every test, and
// unhandled requests as errors so a test cannot silently call something the mock does not serve.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import * as demoControls from '../../mocks/demo-controls';
import { server } from '../../mocks/node';
import { forgetMissingOperations } from '../api/proposed-routes';
import { activateLanguage } from '../lib/i18n/i18n';
import { provideDemoBackend } from '../lib/demo-backend';
import { beginSession } from '../lib/session-events';
import { restoreSeededDb } from '../../mocks/seeded-db';
import { resetSettings } from '../../mocks/settings';
import { printDomOnlyWhenRead } from './lazy-element-errors';
import { settleQueries } from './query-registry';
import { forgetTestStyles } from './test-styles';

// Once per worker: this file runs again before each test file in the same globals (isolate: false).
const worker = globalThis as { setUpOnce?: boolean };
if (!worker.setUpOnce) {
  worker.setUpOnce = true;
  // Node's fetch needs absolute URLs; the app calls same-origin paths as a browser would.
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    nodeFetch(
      typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input,
      init,
    );
  // As main.tsx does in the demo: the demo controls reach the mock through src/lib/demo-backend.
  provideDemoBackend(demoControls);
}

// jsdom has no layout: React Router's scroll restoration would log 'Not implemented' per screen.
window.scrollTo = () => {};

// Screens are lazy chunks: their first import compiles on demand, slower than 1 s on a busy CI.
// This bounds the wait only; a passing test does not wait longer.
configure({ asyncUtilTimeout: 20_000 });
printDomOnlyWhenRead();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  restoreSeededDb();
  forgetMissingOperations();
  beginSession();
  resetSettings();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  // Unmount first: a mounted screen re-renders when its cache is cleared and fetches again, and a
  // call that ends after the next test's reset finds no session: its 401 would sign that test out.
  cleanup();
  forgetTestStyles();
  // A test in Hindi leaves the next one in English, the language of every other test.
  await activateLanguage('en');
  await settleQueries();
  server.resetHandlers();
  // A test's request recorders (server.events.on) end with it, wherever they were added: one left
  // behind would go on recording (and reading the bodies of) every later test's requests.
  server.events.removeAllListeners();
  // What a test put in the page outside React (a prerendered shell, a fixture's markup) goes with
  // it: the next file in this worker sees the same document, and would find it (isolate: false).
  document.body.replaceChildren();
});

afterAll(() => {
  server.close();
});
