import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones, TEST_FILES } from './eslint-layers.js';
import { i18nRules } from './eslint-i18n.js';

// User content is text: never raw HTML.
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'User content is rendered as text: dangerouslySetInnerHTML is not allowed.',
};

const LAZY_SCHEMAS =
  "Name the body's schema in the handler (body('LoginBody')): mocks/request-body.ts loads the validator.";

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-real',
      'dist-e2e',
      'dist-bench-*',
      'test-results',
      'playwright-report',
      'blob-report',
      'storybook-static',
      'coverage',
      'public/mockServiceWorker.js',
      'src/api/openapi.generated.ts',
      'bench/results',
      '.work',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', noRawHtml],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // The layers (README, "Layout"): each may import only those below it, and nothing imports
    // in a circle.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings (parsers for .ts/.tsx): without them the plugin cannot read the
      // modules an import leads to, and finds no circle.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: false }) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests and stories set the mock backend up and read its db: they may import mocks/ and
    // src/testing; every other rule holds for them too.
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ tests: true }) }],
    },
  },
  {
    // Unit test files share one module graph per worker (vitest.config.ts, isolate: false): a
    // replaced module would leak into the files that run after it.
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noRawHtml,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|hoisted)$/]",
          message: 'Unit tests share modules (isolate: false): override msw handlers instead.',
        },
      ],
    },
  },
  {
    // The mock backend loads with the demo's first screen, and its reads need no validation: Ajv
    // and the document's schemas load with the first write, through request-body.ts.
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/request-body.ts', 'mocks/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'yup', message: LAZY_SCHEMAS, allowTypeImports: true }],
          patterns: [
            {
              group: ['ajv', 'ajv/*', '**/api/validation', '**/request-schemas.generated.json'],
              message: LAZY_SCHEMAS,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright: its fixtures call `use` (not React's), and a fixture that needs no other
    // fixture still takes the destructured `{}` Playwright reads its dependencies from.
    files: ['e2e/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  i18nRules,
  ...storybook.configs['flat/recommended'],
);
