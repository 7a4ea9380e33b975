import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiReference } from './scripts/vite-api-reference.ts';
import { linguiPlugins } from './scripts/vite-i18n.ts';
import { apiProxy, forRealBackend, spaFallback404 } from './scripts/vite-deploy.ts';
import { prerenderLanding } from './scripts/vite-prerender.ts';

const shim = (name: string) => fileURLToPath(new URL(`./mocks/shims/${name}.ts`, import.meta.url));

// The mock backend's libraries ship CommonJS builds that drag in whole packages for one function
// (graphql, lodash, date-fns, debug, md5, pluralize) or a public suffix list (tldts): the demo's
// visitors download it all. In builds only, those imports get small stand-ins (`pick` names the
// stand-in's export a default import gets), and @mswjs/data shares the app's msw instead of
// bundling msw's CommonJS copy. Tests and Storybook's dev server use the real packages.
const DATA = '/node_modules/@mswjs/data/';
const SHIMS: Record<string, { from: string; to: string; pick?: string }> = {
  graphql: { from: DATA, to: shim('graphql') },
  lodash: { from: DATA, to: shim('lodash') },
  'lodash/get': { from: DATA, to: shim('lodash'), pick: 'get' },
  'lodash/set': { from: DATA, to: shim('lodash'), pick: 'set' },
  'lodash/has': { from: DATA, to: shim('lodash'), pick: 'has' },
  'lodash/isFunction': { from: DATA, to: shim('lodash'), pick: 'isFunction' },
  debug: { from: DATA, to: shim('data-helpers') },
  md5: { from: DATA, to: shim('data-helpers'), pick: 'md5' },
  pluralize: { from: DATA, to: shim('data-helpers'), pick: 'pluralize' },
  'date-fns': { from: DATA, to: shim('date-fns') },
  msw: { from: DATA, to: shim('msw-for-data') },
  tldts: { from: '/node_modules/tough-cookie/', to: shim('tldts') },
};
const PICKED = '\0vc-shim:';

function slimMockBackend(): Plugin {
  return {
    name: 'vc-slim-mock-backend',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const rule = SHIMS[source];
      if (!rule || !importer?.includes(rule.from)) return null;
      return rule.pick ? PICKED + source : rule.to;
    },
    load(id) {
      if (!id.startsWith(PICKED)) return null;
      const rule = SHIMS[id.slice(PICKED.length)];
      return `export { ${rule.pick} as default } from ${JSON.stringify(rule.to)};`;
    },
  };
}

/**
 * The mock backend's chunks named for what they are in the network panel and in `npm run
 * bench:sizes`: its shared chunk took the name of one of its modules ("demo-controls"), and its
 * parts share names with the app's ("browser", "demo-controls").
 */
function chunkName(chunk: { name: string; moduleIds: string[] }): string {
  const has = (pattern: RegExp) => chunk.moduleIds.some((id) => pattern.test(id));
  if (has(/[\\/]mocks[\\/]db\.ts$/)) return 'mock-backend';
  if (has(/^(?!.*[\\/]node_modules[\\/]).*[\\/]mocks[\\/]/)) return `mock-${chunk.name}`;
  if (has(/[\\/]node_modules[\\/]msw[\\/]/)) return `msw-${chunk.name}`;
  return chunk.name;
}

/** msw's worker script, which public/ holds for the demo. */
const MOCK_WORKER = 'mockServiceWorker.js';

/**
 * The real-backend build (VITE_API_MOCKING=off) ships without msw's worker script: Vite copies
 * public/ into every build, and nothing in that build registers the worker.
 */
function withoutMockWorker(): Plugin {
  return {
    name: 'vc-without-mock-worker',
    apply: (_config, { command, mode }) => command === 'build' && forRealBackend(mode),
    writeBundle({ dir }) {
      if (dir) rmSync(join(dir, MOCK_WORKER), { force: true });
    },
  };
}

// The demo and the real-backend build differ only by VITE_API_MOCKING (see README).
export default defineConfig({
  plugins: [
    // Before React's plugin: the macros are turned into lookups first (docs/i18n.md).
    ...linguiPlugins(),
    react(),
    slimMockBackend(),
    prerenderLanding(),
    spaFallback404(),
    withoutMockWorker(),
    apiReference(),
  ],
  server: { port: 5173, proxy: apiProxy() },
  preview: { port: 4173, proxy: apiProxy() },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
        codeSplitting: {
          groups: [
            // Every first screen needs the framework: one long-cached chunk instead of the few
            // pieces the default split scatters it into (each piece compresses worse alone).
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core|styled-components|stylis|@emotion[\\/][^\\/]+|shallowequal)[\\/]/,
              priority: 20,
            },
            // The app's own shared modules (components, lib, api, theme) in one chunk: split by
            // importer they made some twenty chunks under 2 kB, and a first screen asked for 30
            // files. Each request costs the phone a round trip and the page's main thread the
            // start of a fetch; together they are 1-3 kB more. The forms code stays apart (its
            // libraries load only with the forms). The session's context, which every screen
            // reads, and Vite's preload helper, which every lazy import calls, join it: alone they
            // were two more requests of about 1 kB each.
            {
              name: 'shared',
              test: (id: string) =>
                (/[\\/]src[\\/](components|lib|api|theme)[\\/]/.test(id) &&
                  !/(validation|forms)\.ts$/.test(id)) ||
                /[\\/]src[\\/]features[\\/]auth[\\/]auth-context\.tsx?$/.test(id) ||
                id.includes('vite/preload-helper'),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
