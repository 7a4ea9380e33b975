// The mock backend in the browser (demo and Storybook): a service worker answering /api with the
// same handlers the tests use, over a db kept in localStorage.
import { setupWorker } from 'msw/browser';
import { handlerList } from './handlers';
import { loadDemoSettings } from './demo-controls';
import { loadOrSeedSteps, saveSnapshot } from './persist';
import { runInSteps } from './steps';

export const worker = setupWorker(...handlerList);

const SAVE_DELAY_MS = 150;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleSave() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => saveSnapshot(localStorage), SAVE_DELAY_MS);
}

/** Restores or seeds the db, then starts the worker at the app's base path (sub-path builds too). */
export async function startMockBackend(options: { persist?: boolean } = {}): Promise<void> {
  const persist = options.persist ?? true;
  if (persist) {
    // In steps: seeding or restoring takes a few hundred milliseconds on a slow phone, during
    // which the page stays responsive (the app's own requests wait for it: waitForBackend).
    await runInSteps(loadOrSeedSteps(localStorage));
    // Latency and failure settings of the demo panel last for the browser session.
    loadDemoSettings();
    // Every answered write is saved, so the demo's world survives a reload.
    worker.events.on('response:mocked', ({ request }) => {
      if (request.method !== 'GET') scheduleSave();
    });
    addEventListener('pagehide', () => {
      if (saveTimer !== undefined) saveSnapshot(localStorage);
    });
  }
  const base = import.meta.env.BASE_URL;
  await worker.start({
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Assets and the dev server are not ours to mock; an unknown /api call is a bug worth a warning.
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
}
