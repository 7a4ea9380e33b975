import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const unit: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    setupFiles: ['src/testing/before-app-loads.ts', 'src/testing/setup-tests.ts'],
    // The app's modules are imported once per worker, not once per file: re-importing and
    // re-evaluating the whole app for each of ~90 files was over half the run. Each test
    // still starts clean: setup-tests.ts resets the db, settings, storage, handlers and the
    // rendered tree, and no test replaces a module (no vi.mock).
    isolate: false,
    // A screen's first render compiles its lazy chunks: slow on a busy 2-core machine.
    testTimeout: 30_000,
    // On CI's busy 2-core machine a screen test can miss its wait; one retry, and a test
    // that fails twice still fails the run. Locally a failure shows at once.
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
    // Rendering screens makes much short-lived garbage: a larger young generation lets V8 collect
    // it less often (docs/performance.md#unit-tests-without-other-libraries-internals).
    execArgv: ['--max-semi-space-size=64'],
  },
};

// Tests of node programs (the contract server, the build's scripts): no DOM, no mock backend in the way of real sockets.
const node: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'node',
    environment: 'node',
    include: ['e2e/contract-server/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
};

async function storybook(): Promise<TestProjectInlineConfiguration> {
  const [{ playwright }, { storybookTest }] = await Promise.all([
    import('@vitest/browser-playwright'),
    import('@storybook/addon-vitest/vitest-plugin'),
  ]);
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
      },
      setupFiles: ['.storybook/vitest.setup.ts'],
      // Story files share one preview page, as in Storybook itself: isolated, each file loaded the
      // preview, its providers and the mock worker in a fresh iframe, and the project took much
      // longer (docs/performance.md#story-files-share-one-page). Each story still starts from a
      // fresh db, settings and session (.storybook/backend.ts) and its own query client
      // (decorators).
      isolate: false,
      retry: process.env.CI ? 1 : 0,
    },
  };
}

/**
 * False when `--project` names only projects other than storybook (npm test, test:watch). Storybook's plugin
 * loads Storybook and indexes every story as soon as it is created, before Vitest sets aside a
 * project the filter leaves out, which slows every unit run
 * (docs/performance.md#storybook-left-out-of-unit-runs).
 */
function storybookMayRun(argv = process.argv): boolean {
  const projects = argv.flatMap((arg, index) => {
    if (arg === '--project') return [argv[index + 1]];
    return arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [];
  });
  return projects.length === 0 || projects.includes('storybook');
}

export default defineConfig(async () =>
  mergeConfig(
    viteConfig,
    defineConfig({
      test: { projects: storybookMayRun() ? [unit, node, await storybook()] : [unit, node] },
    }),
  ),
);
