// Keeps the page under the mock worker for its whole life, not only at start. msw's worker answers
// a page only while it counts the page as its client: msw takes the page off that list as soon as
// it is about to unload, and a worker that newly takes control of the page (after an update, or
// after the old one unregistered itself) does not know the page at all. Calls made then would go
// to the static host, which has no /api. So every call of the app first passes `whenAnswering`,
// which starts msw again when the page may have dropped off the list, and waits for that.
import type { SetupWorker, StartOptions } from 'msw/browser';

/** How long a page may wait to come under a worker before it is loaded again. */
const CONTROL_WAIT_MS = 3000;
const RELOADED_AT_KEY = 'mock-worker:reloaded-at';
/** At most one reload in this long, so a browser that never lets the worker in does not loop. */
const RELOAD_SPACING_MS = 30_000;
/** Long enough after beforeunload for a page that is really leaving to be gone. */
const STAY_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once a service worker controls the page. A page that loaded while its worker's
 * registration was being removed (msw's worker unregisters itself when its last page says
 * goodbye) is never taken back: it is loaded again, as msw does after a hard reload. If it may not
 * reload (too soon after the last time, or no storage to tell), it goes on, and its calls fail
 * visibly rather than wait for ever.
 */
function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(() => {
      if (container.controller) return;
      try {
        const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
        if (Date.now() - last >= RELOAD_SPACING_MS) {
          sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
          location.reload();
          return;
        }
      } catch {
        // No storage: no reload, which could not be kept from looping.
      }
      resolve();
    }, CONTROL_WAIT_MS);
  });
}

/**
 * Starts msw's worker for this page and returns the gate every call of the app passes. Starts
 * and restarts run one after another, never side by side.
 */
export async function startUnderWorker(
  worker: SetupWorker,
  options: StartOptions,
): Promise<() => Promise<void>> {
  let starting = false;
  let stale = false;
  let gone = false;
  let running = Promise.resolve();
  const start = async () => {
    starting = true;
    try {
      await worker.start(options);
      await controlled();
    } finally {
      starting = false;
    }
  };
  const restart = () => {
    stale = false;
    running = running.then(async () => {
      await wait(STAY_MS);
      // Left after all: nothing to start (a page restored from the back/forward cache starts
      // again on its first call).
      if (gone) return void (stale = true);
      worker.stop();
      await start();
    });
    // A call made as the page leaves waits with it; one made by a page that stayed goes on.
    return running.then(() => (gone ? new Promise<void>(() => {}) : undefined));
  };

  // The page is going: msw has told its worker so. Should the resident stay after all (a leave
  // guard asked "Leave this page?" and they said no), the next call starts msw again.
  addEventListener('beforeunload', () => (stale = true));
  addEventListener('pagehide', () => (gone = true));
  // Back from the back/forward cache: msw said goodbye when the page was put away.
  addEventListener('pageshow', (event) => {
    gone = false;
    if (event.persisted) stale = true;
  });
  // Another worker took over (an update, or a fresh registration) and does not know this page.
  // A start's own take-over of the page is expected.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!starting) stale = true;
  });

  running = start();
  await running;
  return () => (stale ? restart() : running);
}
