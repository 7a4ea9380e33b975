// The landing page prerendered into index.html at build time (README, Build modes): a visitor sees
// the page as soon as the HTML arrives instead of after the JavaScript has run.
import { resolve } from 'node:path';
import { createServer, type Plugin, type Rollup } from 'vite';
import { staticImportClosure } from './chunk-graph.ts';
import { forRealBackend } from './vite-deploy.ts';
import { linguiPlugins } from './vite-i18n.ts';
import { LANG_KEY, STORED_USER_KEY, THEME_KEY } from '../src/lib/storage-keys.ts';
import { LANGUAGE_TAGS, LANGUAGES } from '../src/lib/i18n/languages.ts';
import {
  bootApp,
  FEED_PAGES,
  feedShellId,
  landingShellId,
  landingStyleId,
  type BootOptions,
} from '../src/prerender/boot-app.ts';

const ROOT_DIV = '<div id="root"></div>';
// The demo's mock backend is a dynamic import (never in the app chunk), so the browser would only
// ask for it once the app chunk has run, and its parts only as it imports them one by one.
// Preloaded with the entry, they are fetched in parallel with the app: the first paint never waits
// for them, and the first data arrives sooner.
const MOCK_BACKEND_MODULE = '/mocks/browser.ts';
// The demo's seed: imported when the demo seeds (a first visit), never when it restores a saved
// world; preloaded for visitors only (docs/performance.md#the-seed-only-when-seeding).
const SEED_MODULE = '/mocks/reset-db.ts';
const LANDING_MODULE = '/src/features/landing/landing-screen.tsx';
// An entry of its own, run before the app's: the browser evaluates the libraries in one task and
// the app in another, instead of both in the longest task of the first load (src/libraries.ts).
const LIBRARIES_MODULE = 'src/libraries.ts';
const LANDING_PAGES = ['', 'landing', 'public-home'];
// What src/app/screens.tsx preloadSignedInScreen asks for on these pages, known here in advance.
const FEED_MODULES = ['/src/app/shell/app-shell.tsx', '/src/features/feed/feed-screen.tsx'];
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Files a lazily loaded module needs beyond what index.html already loads: the chunk of the module
 * ending in `moduleSuffix` and every chunk it imports, directly or not; with `itsOwnImports`, also
 * what that chunk imports dynamically itself (not what those import dynamically in turn).
 */
export function lazyChunkFiles(
  bundle: Rollup.OutputBundle,
  moduleSuffix: string,
  { itsOwnImports = false } = {},
): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const target = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  if (!target) return [];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (file: string) => byFile.get(file)?.imports;
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const eager = staticImportClosure(entries, importsOf);
  const roots = [target.fileName, ...(itsOwnImports ? target.dynamicImports : [])];
  return [...staticImportClosure(roots, importsOf)].filter((file) => !eager.has(file));
}

const THEMES = ['light', 'dark'] as const;

/**
 * Markup the page carries as text, parsed only if it is shown: the browser tokenises a script's
 * text without building its elements, where every <template> is parsed in full on every page, a
 * signed-in resident's included, who sees none of them (docs/performance.md#the-pages-first-tasks).
 * Its text must neither close the script nor open one (after `<!--`, an opened script keeps the
 * next `</script>` from closing the holder). React's markup escapes every `<` in text and
 * attributes, so only the markup's own tags could.
 */
export function inertMarkup(id: string, content: string): string {
  if (/<\/?script/i.test(content))
    throw new Error(`vc-prerender-landing: ${id} holds a script tag, which would break its holder`);
  return `<script type="text/html" id="${id}">${content}</script>`;
}

/**
 * Renders the landing in every language and both themes with the app's own components
 * (src/prerender), as inert markup: each theme's styles once (a language changes no style),
 * then the markup of each language and theme. Each markup follows one much like it, which gzip
 * then sends as little more than the difference. Last, the signed-in feed's frame in each theme
 * (src/prerender/feed-shell.tsx), its styles with it. For the real-backend build, also the URL of
 * the feed's first read (src/prerender/feed-first-read.ts), from the same modules; the demo's mock
 * backend answers only once the app has started it, so it has no early read.
 */
async function renderShells(root: string, mode: string, basename: string) {
  const server = await createServer({
    configFile: false,
    root,
    mode,
    logLevel: 'error',
    appType: 'custom',
    plugins: linguiPlugins(),
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its CommonJS build reaches Node's ESM loader without its default export.
    ssr: { noExternal: ['styled-components'] },
  });
  try {
    const { renderLandingShell } = (await server.ssrLoadModule(
      '/src/prerender/landing-shell.tsx',
    )) as {
      renderLandingShell: (
        language: string,
        theme: string,
        basename: string,
      ) => Promise<{ styles: string; markup: string }>;
    };
    const styles = new Map<string, string>();
    const markups: string[] = [];
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const shell = await renderLandingShell(language, theme, basename);
        if (!styles.has(theme)) styles.set(theme, shell.styles);
        else if (styles.get(theme) !== shell.styles)
          throw new Error(`vc-prerender-landing: the ${language} landing has styles of its own`);
        markups.push(inertMarkup(landingShellId(language, theme), shell.markup));
      }
    }
    const styleShells = [...styles].map(([theme, css]) => inertMarkup(landingStyleId(theme), css));
    const { renderFeedShell } = (await server.ssrLoadModule('/src/prerender/feed-shell.tsx')) as {
      renderFeedShell: (theme: string) => { styles: string; markup: string };
    };
    const feedShells = THEMES.map((theme) => {
      const shell = renderFeedShell(theme);
      return inertMarkup(feedShellId(theme), shell.styles + shell.markup);
    });
    const firstRead = forRealBackend(mode)
      ? ((await server.ssrLoadModule('/src/prerender/feed-first-read.ts')) as {
          feedFirstReadUrl: () => Promise<string>;
        })
      : null;
    return {
      markup: [...styleShells, ...markups, ...feedShells].join(''),
      feedRead: firstRead ? await firstRead.feedFirstReadUrl() : null,
    };
  } finally {
    await server.close();
  }
}

export function prerenderLanding(): Plugin {
  let root = process.cwd();
  let base = '/';
  let mode = 'production';
  return {
    name: 'vc-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      mode = config.mode;
    },
    buildStart(options) {
      // The app's build only (Storybook's builds its own page over this config).
      const page = resolve(root, 'index.html');
      if (!Object.values(options.input).some((input) => resolve(root, input) === page)) return;
      this.emitFile({ type: 'chunk', id: resolve(root, LIBRARIES_MODULE), name: 'libraries' });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        // Other builds over this config (Storybook's) have their own page.
        if (!bundle || !html.includes(ROOT_DIV)) return;
        const shells = await renderShells(root, mode, base.replace(/\/$/, '') || '/');
        const libraries = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(LIBRARIES_MODULE),
        );
        const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
        if (!libraries || entries.length === 0)
          throw new Error('vc-prerender-landing: no entry script or no libraries chunk found');
        const scripts = [`${base}${libraries.fileName}`, ...entries];
        // None in the real-backend build, which has no mock backend.
        const mockBackend = lazyChunkFiles(bundle, MOCK_BACKEND_MODULE, { itsOwnImports: true });
        const preloads = [
          ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
          ...mockBackend.map((file) => `${base}${file}`),
        ];
        const lazyHrefs = (modules: string[]) => [
          ...new Set(
            modules
              .flatMap((module) => {
                const files = lazyChunkFiles(bundle, module);
                if (files.length === 0)
                  throw new Error(`vc-prerender-landing: no chunk for ${module}`);
                return files;
              })
              .map((file) => `${base}${file}`)
              .filter((href) => !preloads.includes(href)),
          ),
        ];
        const options: BootOptions = {
          base,
          pages: LANDING_PAGES,
          scripts,
          preloads,
          landingPreloads: lazyHrefs([LANDING_MODULE]),
          visitorPreloads: mockBackend.length > 0 ? lazyHrefs([SEED_MODULE]) : [],
          feedPages: FEED_PAGES,
          feedPreloads: lazyHrefs(FEED_MODULES),
          feedRead: shells.feedRead,
          userKey: STORED_USER_KEY,
          themeKey: THEME_KEY,
          languageKey: LANG_KEY,
          languageTags: LANGUAGE_TAGS,
        };
        const boot = `<script>(${bootApp.toString()})(${JSON.stringify(options)})</script>`;
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(ROOT_DIV, `${ROOT_DIV}${boot}${shells.markup}`);
      },
    },
  };
}
