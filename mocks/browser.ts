// The mock backend in the browser (demo): a service worker answering /api with the same handlers
// the tests use, over a db kept in IndexedDB (saved-world.ts).
import { startUnderWorker } from './worker-control';

/**
 * Restores or seeds the db, then starts the worker at the app's base path (sub-path builds too).
 * Resolves to the gate every call of the app passes, which waits whenever the page may have
 * dropped off the worker's list until it is back on it (worker-control.ts).
 * Its parts are imported one after another, so each is evaluated in a task of its own: imported
 * together they were one long task on the landing page
 * (docs/performance.md#loading-the-mock-backend-in-parts). index.html preloads all of them with the
 * entry.
 */
export async function startMockBackend(): Promise<() => Promise<void>> {
  const { openSavedWorld } = await import('./saved-world');
  const world = openSavedWorld();
  // In steps: seeding or restoring takes a few hundred milliseconds on a slow phone, during which
  // the page stays responsive (the app's own requests wait for it: waitForBackend). Started before
  // the handlers load, so IndexedDB opens and reads while they are evaluated: awaited first, the
  // read held up the worker, and with it the first post.
  const loaded = world.load();
  const { handlerList } = await import('./handlers');
  const { setupWorker } = await import('msw/browser');
  await loaded;
  // From here on, what this tab writes reaches the demo's other tabs and theirs this one.
  (await import('./tab-sync')).startTabSync();
  const worker = setupWorker(...handlerList);
  // Latency and failure settings of the demo panel last for the browser session.
  (await import('./demo-controls')).loadDemoSettings();
  // Every answered write is saved, so the demo's world survives a reload.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') world.saveSoon();
  });
  addEventListener('pagehide', () => world.flush());
  const base = import.meta.env.BASE_URL;
  return startUnderWorker(worker, {
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Assets and the dev server are not ours to mock; an unknown /api call is worth a warning.
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
}
