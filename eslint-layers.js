import { readdirSync } from 'node:fs';

// The layers of the app, lowest first. A layer may import those listed before it, never one after
// it; README's "Layout" section draws the same picture.
//   lib         plain helpers: storage, drafts, text, dates, the demo-backend port
//   theme       design tokens and global styles
//   api         the contract: types, schemas, request functions, query keys, client, OpenAPI
//   components  the design system, knowing nothing of the data
//   features    one folder per part of the product; others use a feature through its index.ts
//   app         routes, shell, providers: puts the features together
//   prerender   the landing's prerendered shell, built from the app
// main.tsx starts the app (and, in demo builds, the mock backend). mocks/ is the backend: it
// implements the contract (it may import src/api and src/lib) and nothing in src/ imports it, except
// main.tsx, tests and stories.

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Tests, stories and their helpers: they may reach the mock backend and src/testing. */
export const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.stories.tsx',
  'src/**/*-test-utils.{ts,tsx}',
  'src/testing/**',
  'src/reliability/**',
  'src/docs/**',
  'mocks/**/*.test.ts',
];

const testHelpersOf = (feature) =>
  readdirSync(new URL(`./src/features/${feature}`, import.meta.url))
    .filter((file) => /-test-utils\.tsx?$/.test(file))
    .map((file) => `./${file}`);

const under = (layer) => `./src/${layer}`;

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
export function layerZones({ tests }) {
  const zones = [
    zone('lib', ['theme', 'api', 'components', 'features', 'app', 'prerender']),
    zone('theme', ['api', 'components', 'features', 'app', 'prerender']),
    zone('api', ['theme', 'components', 'features', 'app', 'prerender']),
    zone('components', ['api', 'features', 'app', 'prerender']),
    zone('features', ['app', 'prerender']),
    zone('app', ['prerender']),
    {
      target: './mocks',
      from: ['./src/theme', './src/components', './src/features', './src/app', './src/prerender'],
      message: 'The mock backend implements the contract: it may import src/api and src/lib only.',
    },
    {
      target: ['./src', './mocks'],
      from: './scripts',
      message: 'The app does not import build or bench scripts.',
    },
    ...FEATURES.map((feature) => ({
      target: ['./src/!(features)/**', `./src/features/!(${feature})/**`, './src/*.{ts,tsx}'],
      from: `./src/features/${feature}`,
      // Tests may also share a feature's test helpers (its <feature>-test-utils.ts).
      except: ['./index.ts', ...(tests ? testHelpersOf(feature) : [])],
      message: `Use the ${feature} feature through its public file, src/features/${feature}/index.ts.`,
    })),
  ];
  if (!tests) {
    zones.push({
      target: ['./src/*/**', './src/!(main).{ts,tsx}'],
      from: ['./mocks', './src/testing'],
      message:
        'Only main.tsx starts the mock backend; the app never imports it (tests and stories may).',
    });
  }
  return zones;
}

function zone(layer, above) {
  return {
    target: under(layer),
    from: above.map(under),
    message: `${layer} sits below ${above.join(', ')}: it may not import them.`,
  };
}
