// Keeps the page under the mock worker for its whole life, not only at start. msw's worker answers
// a page only while it counts the page as its client: msw takes the page off that list as soon as
// it is about to unload, and a new worker that takes control of the page (after an update, or
// after the old one unregistered itself) does not know the page at all. Calls made then go to the
// static host, which has no /api. So the app's calls wait (`hold`) until the page is counted again.
import type { SetupWorker, StartOptions } from 'msw/browser';

/** Long enough that a page which is really leaving is gone; a page that stayed restarts. */
const STAY_MS = 250;

type Hold = (ready: Promise<unknown>) => void;

/** How long a page may wait to come under the worker before it is loaded again. */
const CONTROL_WAIT_MS = 3000;
const RELOADED_AT_KEY = 'mock-worker:reloaded-at';

/**
 * Resolves once a service worker controls the page (at once when one does). A page that loaded
 * while its worker's registration was being removed (msw's worker unregisters itself when its
 * last page says goodbye) is never taken back: it is loaded again, as msw does after a hard
 * reload, at most once in a while so a browser that never lets the worker in does not loop.
 */
function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(() => {
      if (container.controller) return;
      try {
        if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY)) < 30_000) return;
        sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      } catch {
        return; // No storage to remember the reload by: never risk a loop.
      }
      location.reload();
    }, CONTROL_WAIT_MS);
  });
}

/** Starts the worker, and starts it again whenever the page may have dropped off its list. */
export async function startUnderWorker(
  worker: SetupWorker,
  options: StartOptions,
  hold: Hold,
): Promise<void> {
  const start = async () => {
    await worker.start(options);
    await controlled();
  };
  // One restart at a time: a second reason to restart while one runs waits for that one.
  let restarting: Promise<void> | null = null;
  const restart = () =>
    (restarting ??= (async () => {
      worker.stop();
      await start();
    })().finally(() => (restarting = null)));

  // The resident may stay after all (a leave guard asked "Leave this page?" and they said no):
  // msw has already told its worker this page was going. If the page is still here shortly
  // after, it is started again; calls made meanwhile wait.
  addEventListener('beforeunload', () => {
    hold(new Promise((resolve) => setTimeout(() => resolve(restart()), STAY_MS)));
  });
  // Back from the back/forward cache: msw said goodbye when the page was put away.
  addEventListener('pageshow', (event) => {
    if (event.persisted) hold(restart());
  });
  await start();
  // Another worker took over (an update, or a fresh registration): it does not know this page.
  // (Listened to after the start, whose own first take-over of the page is expected.)
  navigator.serviceWorker.addEventListener('controllerchange', () => hold(restart()));
}
