// Bundle targets: first-screen JS of the real-backend and demo builds, lazy chunk sizes, where the
// forms libraries and the mock backend live, and that the demo paints before the worker is ready.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SHELL_STYLE } from '../../src/prerender/boot-app.ts';
import { staticImportClosure } from '../chunk-graph.ts';
import type { BuiltApp } from './build.ts';
import { gzipBytes, measureFirstScreen, VIEWPORTS, type FirstScreen } from './first-screen.ts';
import { serve } from './server.ts';
import { answerWithHandlers, freshBackend, signInStub } from './stub-api.ts';

// The app's landing, not the prerendered one that index.html shows before the JavaScript runs.
export const LANDING_READY = `#root:not(:has(${SHELL_STYLE})) main h1`;
const FEED_READY = '[role=feed] article';

const hasModule = (app: BuiltApp, file: string, test: (id: string) => boolean) =>
  Object.keys(app.chunks[file]?.modules ?? {}).some(test);
const isForms = (id: string) => id === 'pkg:formik' || id === 'pkg:yup';
const isMsw = (id: string) => id === 'pkg:msw' || id === 'pkg:@mswjs/data';

/**
 * The dialogs a first screen may hold: the frame that says a dialog's code could not be loaded
 * (PartBoundary), which cannot itself wait for a download, and the composer's confirmation
 * (Leave / Stay before a draft is left, Post Builder-Wide), which must ask even offline, a draft
 * at stake. Every other dialog loads when it is first opened, or when the browser is idle after
 * the screen has painted.
 */
const FIRST_SCREEN_DIALOGS = new Set([
  'src/components/dialog.tsx',
  'src/components/confirm-dialog.tsx',
]);
const isDialog = (id: string) => /^src\/.*dialog\.tsx$/.test(id) && !FIRST_SCREEN_DIALOGS.has(id);

/** The build's listing of each file a first screen asked for (its paths start with a slash). */
const screenChunks = (app: BuiltApp, screen: FirstScreen) =>
  screen.files.map((file) => app.chunks[file.replace(/^\//, '')]).filter(Boolean);

/** The dialogs' modules in a first screen's files, but for those it may hold. */
const dialogsOnFirstScreen = (app: BuiltApp, screen: FirstScreen): string[] =>
  screenChunks(app, screen).flatMap((chunk) => Object.keys(chunk.modules).filter(isDialog));

/** The entry chunks and everything they import statically. */
export function eagerChunks(app: BuiltApp): Set<string> {
  const entries = Object.keys(app.chunks).filter((file) => app.chunks[file].isEntry);
  return staticImportClosure(entries, (file) => app.chunks[file]?.imports);
}

/**
 * What the i18n library (Lingui's run time) and the English catalogues add to a first screen:
 * their code in the screen's files, gzipped on its own.
 */
function i18nOnFirstScreen(app: BuiltApp, screen: FirstScreen) {
  const gz = (code: string) => (code ? gzipSync(code).length : 0);
  const chunks = screenChunks(app, screen);
  return {
    runtimeGz: gz(chunks.map((chunk) => chunk.i18nCode.runtime).join('')),
    englishCataloguesGz: gz(chunks.map((chunk) => chunk.i18nCode.englishCatalogues).join('')),
  };
}

/** The screens added since the first-screen targets were set, each a lazy chunk of its own. */
const NEW_SCREENS = [
  ['Care queue', 'src/features/care/care-queue-screen.tsx'],
  ['Reports', 'src/features/care/reports-screen.tsx'],
  ["A society's record", 'src/features/societies/society-screen.tsx'],
  ['Hindi catalogue', 'src/lib/i18n/hindi.ts'],
] as const;

/**
 * Each new screen's chunk (the one holding its module), gzipped, and with it every chunk it imports
 * that the first screens do not already hold: what opening it fetches.
 */
function newScreens(app: BuiltApp, eager: Set<string>) {
  return NEW_SCREENS.map(([label, module]) => {
    const file = Object.keys(app.chunks).find((chunk) => module in app.chunks[chunk].modules);
    if (!file) throw new Error(`no chunk holds ${module}`);
    const fetched = [...staticImportClosure([file], (chunk) => app.chunks[chunk]?.imports)].filter(
      (chunk) => !eager.has(chunk),
    );
    const gz = (chunk: string) => gzipBytes(join(app.dir, chunk));
    return {
      label,
      file,
      gz: gz(file),
      withImportsGz: fetched.reduce((sum, chunk) => sum + gz(chunk), 0),
    };
  });
}

/** The largest of the mobile and desktop figures: a lazy side panel must not hide in one of them. */
async function worstOf(
  measure: (viewport: { width: number; height: number }) => Promise<FirstScreen>,
) {
  const mobile = await measure(VIEWPORTS.mobile);
  const desktop = await measure(VIEWPORTS.desktop);
  return mobile.gzBytes >= desktop.gzBytes
    ? { ...mobile, viewport: 'mobile' }
    : { ...desktop, viewport: 'desktop' };
}

export async function measureRealBuild(browser: Browser, app: BuiltApp, port: number) {
  const server = await serve(app.dir, port, { api: answerWithHandlers });
  try {
    freshBackend();
    const landing = await worstOf((viewport) =>
      measureFirstScreen({
        browser,
        dir: app.dir,
        url: `${server.url}/`,
        ready: LANDING_READY,
        viewport,
      }),
    );
    const feed = await worstOf((viewport) =>
      measureFirstScreen({
        browser,
        dir: app.dir,
        url: `${server.url}/home`,
        ready: FEED_READY,
        viewport,
        prepare: (context) => signInStub(context, server.url),
      }),
    );
    const eager = eagerChunks(app);
    const lazy = Object.keys(app.chunks)
      .filter((file) => !eager.has(file))
      .map((file) => ({ file, gz: gzipBytes(join(app.dir, file)) }))
      .sort((a, b) => b.gz - a.gz);
    const formsChunks = Object.keys(app.chunks).filter((file) => hasModule(app, file, isForms));
    // A chunk "uses forms" when one of its own source modules imports formik or yup.
    const formsMisplaced = formsChunks.filter(
      (file) =>
        eager.has(file) || landing.files.includes(`/${file}`) || feed.files.includes(`/${file}`),
    );
    const mswBytes = Object.keys(app.chunks)
      .filter((file) => hasModule(app, file, isMsw))
      .reduce((sum, file) => sum + gzipBytes(join(app.dir, file)), 0);
    const mswMarkers = Object.keys(app.chunks).filter((file) =>
      /setupWorker|mockServiceWorker|vasundhara-connect:mock-db/.test(
        readFileSync(join(app.dir, file), 'utf8'),
      ),
    );
    return {
      landing,
      feed,
      dialogsOnFirstScreens: [
        ...new Set([...dialogsOnFirstScreen(app, landing), ...dialogsOnFirstScreen(app, feed)]),
      ],
      // The feed's first screen: the larger, with more files' texts.
      i18n: i18nOnFirstScreen(app, feed),
      largestLazy: lazy[0],
      newScreens: newScreens(app, eager),
      formsChunks,
      formsMisplaced,
      mswBytes,
      mswMarkers,
    };
  } finally {
    await server.close();
  }
}
