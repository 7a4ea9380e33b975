import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// Journeys run against the BUILT static demo, as a visitor gets it: the service worker answers
// /api. A second build at a sub-path proves that `npm run build -- --base=/sub/path/` works too.
// A third, the real-backend build (no mock code), runs against the contract server: a backend
// with the documented calls only (e2e/contract-server), reached through the preview's /api proxy
// as README tells a frontend developer to do.
// E2E_PORT moves every server (and their build folders), so two runs on one machine do not collide.
const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173);
const SUB_PATH_PORT = DEMO_PORT + 1;
const REAL_PORT = DEMO_PORT + 2;
const CONTRACT_PORT = DEMO_PORT + 3;
const DEMO_DIR = `dist-e2e/${DEMO_PORT}`;
const SUB_PATH_DIR = `dist-e2e/${SUB_PATH_PORT}`;
const REAL_DIR = `dist-e2e/${REAL_PORT}`;
// Where the contract server listens; the real-backend specs reset and inspect it there.
const CONTRACT_URL = `http://localhost:${CONTRACT_PORT}`;
process.env.CONTRACT_SERVER_URL = CONTRACT_URL;
const SUB_PATH = '/sub/path/';
const isCI = Boolean(process.env.CI);

/**
 * The command that builds into `dir` and serves it with `serve` (a `vite preview` without its
 * folder); or, given `built` (CI builds the demo and the real-backend build once for all its
 * steps), only serves that folder.
 */
function buildAndServe(options: { dir: string; built?: string; build: string; serve: string }) {
  const serve = `${options.serve} --outDir ${options.built ?? options.dir}`;
  if (options.built) return serve;
  return `${options.build} --outDir ${options.dir} --emptyOutDir && ${serve}`;
}

export default defineConfig({
  testDir: 'e2e',
  // Journeys only: e2e/contract-server's *.test.ts are Vitest's (the node project of npm test).
  testMatch: /\.spec\.ts$/,
  // Per port too: each run empties its output folder at the start, which broke a concurrent run.
  outputDir: `test-results/${DEMO_PORT}`,
  // 'list' prints one line per test and the "N passed" summary the CI log needs.
  reporter: 'list',
  forbidOnly: isCI,
  // One retry on CI's loaded machine; a journey that fails twice fails the run.
  retries: isCI ? 1 : 0,
  workers: isCI ? 2 : undefined,
  // Generous: the 2-core CI machine also serves both builds while the tests run.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'demo',
      testIgnore: [/sub-path\.spec\.ts$/, /real-backend[\\/]/],
      use: { baseURL: `http://localhost:${DEMO_PORT}` },
    },
    {
      name: 'sub-path',
      testMatch: /sub-path\.spec\.ts$/,
      use: { baseURL: `http://localhost:${SUB_PATH_PORT}${SUB_PATH}` },
    },
    {
      name: 'real-backend',
      testDir: 'e2e/real-backend',
      use: { baseURL: `http://localhost:${REAL_PORT}`, serviceWorkers: 'block' },
      // One shared server world: each spec resets it, so they run one at a time.
      workers: 1,
    },
  ],
  webServer: [
    {
      command: buildAndServe({
        dir: DEMO_DIR,
        built: process.env.E2E_DEMO_BUILD,
        build: 'npx vite build',
        serve: `npx vite preview --port ${DEMO_PORT} --strictPort`,
      }),
      url: `http://localhost:${DEMO_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
    },
    {
      command: buildAndServe({
        dir: SUB_PATH_DIR,
        build: `npx vite build --base=${SUB_PATH}`,
        serve: `npx vite preview --base=${SUB_PATH} --port ${SUB_PATH_PORT} --strictPort`,
      }),
      url: `http://localhost:${SUB_PATH_PORT}${SUB_PATH}`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
    },
    {
      command: `CONTRACT_PORT=${CONTRACT_PORT} CONTRACT_QUIET=1 npm run contract-server`,
      url: `${CONTRACT_URL}/__contract/health`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      command: buildAndServe({
        dir: REAL_DIR,
        built: process.env.E2E_REAL_BUILD,
        build: 'VITE_API_MOCKING=off npx vite build',
        serve: `VITE_API_PROXY=${CONTRACT_URL} npx vite preview --port ${REAL_PORT} --strictPort`,
      }),
      url: `http://localhost:${REAL_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
    },
  ],
});
