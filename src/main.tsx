import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { expectEarlyRead, waitForBackend } from './api/client';
import { App } from './app/app';
import { LandingScreen, preloadSignedInScreen } from './app/screens';
import { readStoredUser } from './features/auth';
import { activateLanguage, readLanguage } from './lib/i18n/i18n';
import { provideDemoBackend } from './lib/demo-backend';
import { createQueryClient } from './api/query-client';
import { EARLY_READ, FEED_PAGES, hasLandingShell, pageBelowBase } from './prerender/boot-app';
import { keepShellStateOnTakeOver } from './prerender/take-over-shell';

// VITE_API_MOCKING is on unless set to "off". When off, this branch is removed at build time and
// no msw code ships: the app calls the same-origin /api of a real backend.
if (import.meta.env.VITE_API_MOCKING !== 'off') {
  // The worker starts in parallel with the first render: requests wait for it, the first paint
  // does not.
  const started = import('../mocks/browser').then(({ startMockBackend }) => startMockBackend());
  waitForBackend(() => started.then((whenAnswering) => whenAnswering()));
  provideDemoBackend(() => import('../mocks/demo-controls'));
}

// The feed's first page, if index.html has asked for it already (real-backend builds).
expectEarlyRead(document.querySelector<HTMLLinkElement>(EARLY_READ)?.href ?? null);

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
const storedUser = readStoredUser();
// English is active at once; Hindi's chunk loads with the screen's, so the first render is already
// in the chosen language. If it cannot load (offline), the page renders in English.
const languageReady = activateLanguage(readLanguage());

/**
 * Renders once `modules` are loaded (a failed download renders anyway: the route shows its
 * error), so their lazy screens render in the first pass with no spinner. The render is a
 * transition: React yields to the browser every few milliseconds instead of holding the main
 * thread in one long task.
 */
function renderOnceLoaded(modules: Promise<unknown>) {
  void modules.catch(() => {}).then(() => startTransition(() => createRoot(root).render(app)));
}

if (hasLandingShell(root)) {
  // Over the prerendered landing: the first render shows the same page and replaces the shell,
  // which is already on screen, so the render may yield to the visitor's input.
  keepShellStateOnTakeOver(root);
  renderOnceLoaded(Promise.all([LandingScreen.preload(), languageReady]));
} else if (storedUser) {
  // A signed-in resident's screen sits inside the lazily loaded shell. On the feed, rendering once
  // both are loaded (their files come with the entry's) mounts the feed in the first pass: otherwise
  // each lazy level first shows a fallback, and React holds back each reveal for up to 300 ms after
  // a fallback. The posts are asked for as soon as the feed's code is in, so the request goes out
  // while the first render runs, not after it. Rendered in one go (not as a transition), this was
  // one long task: Lighthouse `/home` fell to 78-84 (README, Performance).
  const page = pageBelowBase(window.location.pathname, import.meta.env.BASE_URL);
  const search = new URLSearchParams(window.location.search);
  const feed = FEED_PAGES.includes(page) ? { queryClient, viewerId: storedUser.id, search } : null;
  renderOnceLoaded(Promise.all([preloadSignedInScreen(feed), languageReady]));
} else {
  void languageReady.catch(() => {}).then(() => createRoot(root).render(app));
}
