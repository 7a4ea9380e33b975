// Demo build targets: the mock backend in its own chunk, fetched in parallel with the app, never
// in the app chunk; the first paint does not wait for it; first-screen JS of `/` with the mocks.
import type { Browser } from 'playwright-core';
import type { BuiltApp } from './build.ts';
import { measureFirstScreen, VIEWPORTS } from './first-screen.ts';
import { serve } from './server.ts';
import { eagerChunks, LANDING_READY } from './sizes.ts';

const WORKER_DELAY_MS = 3000;

/** Chunks holding any of the mock backend: its own modules (mocks/), msw or @mswjs/data. */
export function mockChunks(app: BuiltApp): string[] {
  return Object.keys(app.chunks).filter((file) =>
    Object.keys(app.chunks[file].modules).some(
      (id) => id.startsWith('mocks/') || id === 'pkg:msw' || id === 'pkg:@mswjs/data',
    ),
  );
}

export async function measureDemoBuild(browser: Browser, app: BuiltApp, port: number) {
  const server = await serve(app.dir, port);
  try {
    const mocks = mockChunks(app);
    const eager = eagerChunks(app);
    const inAppChunk = mocks.filter((file) => eager.has(file));

    const landing = await measureFirstScreen({
      browser,
      dir: app.dir,
      url: `${server.url}/`,
      ready: LANDING_READY,
      viewport: VIEWPORTS.mobile,
    });

    // Parallel: every mock chunk the page loads was asked for by a modulepreload the boot script
    // put into the page, so none waits for the app to run and import it. (Chromium gives such a
    // request the initiator "script", as an import's.) The timings say when: the boot script
    // inserts the preloads a few per task, so on this local server the entry can be in first.
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator(LANDING_READY).first().waitFor();
    const timing = await page.evaluate((files) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (name: string) => entries.find((entry) => entry.name.endsWith(name));
      const entry = entries.find((item) => /\/assets\/index-[^/]+\.js$/.test(item.name));
      // The last of the mock backend's files the page asked for (not its yup schemas, which
      // wait for the first write): all of them must go out in parallel with the app.
      const loaded = files.filter((file) => find(file));
      const starts = loaded.map((file) => find(file)!.startTime);
      const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')].map(
        (link) => (link as HTMLLinkElement).href,
      );
      return {
        entryEnd: entry?.responseEnd ?? NaN,
        mockStart: starts.length ? Math.max(...starts) : NaN,
        loaded,
        preloaded: loaded.filter((file) => preloads.some((href) => href.endsWith(file))),
      };
    }, mocks);
    await context.close();

    // First paint without the worker: hold the mocks chunk back and see what paints meanwhile. On
    // /login, which the app itself renders: `/` would paint its prerendered HTML regardless.
    const held = await browser.newContext({ viewport: VIEWPORTS.mobile });
    await held.route(
      (url) => mocks.some((file) => url.pathname.endsWith(file)),
      async (route) => {
        await new Promise((done) => setTimeout(done, WORKER_DELAY_MS));
        await route.continue();
      },
    );
    const heldPage = await held.newPage();
    const started = Date.now();
    await heldPage.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await heldPage.locator('main h1, h1').first().waitFor({ timeout: 20_000 });
    const shownAfterMs = Date.now() - started;
    // The heading can be in the DOM a frame before its paint is recorded: wait for the entry.
    const fcp = await heldPage.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
            if (paint) resolve(paint.startTime);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(-1), 5000);
        }),
    );
    await held.close();

    return {
      mocks,
      inAppChunk,
      loadedPreloaded: timing.preloaded.length,
      parallel: timing.loaded.length > 0 && timing.preloaded.length === timing.loaded.length,
      timing,
      landing,
      paintWithoutWorker: { fcp, shownAfterMs, workerDelayMs: WORKER_DELAY_MS },
    };
  } finally {
    await server.close();
  }
}
