// Texts people read come from the catalogues (docs/i18n.md). In the areas listed here every text is
// translated, and a bare one fails lint; an area joins the list once its texts are all in its
// catalogues.
import lingui from 'eslint-plugin-lingui';

/** Source files whose texts are all translated. */
export const TRANSLATED = [
  'src/app/not-found-screen.tsx',
  // Profile, notifications, stories, legacy screens and the post card demo (not their test helpers).
  'src/features/profile/**/!(*-test-utils).{ts,tsx}',
  'src/features/notifications/**/!(*-test-utils).{ts,tsx}',
  'src/features/stories/**/!(*-test-utils).{ts,tsx}',
  'src/features/legacy/**/!(*-test-utils).{ts,tsx}',
  'src/features/demo/**/!(*-test-utils).{ts,tsx}',
];

/** What is not a text people read: code, CSS, identifiers, addresses, test ids. */
const notText = {
  ignore: [
    // Identifiers and keys: "post_removed", "aria-current", "/api/posts", "#main", "@user".
    '^[a-z0-9_.:/#@?=&%$-]*$',
    // A CSS value or media query.
    '^\\(?(min|max)-width',
  ],
  ignoreFunctions: [
    'styled.*',
    'styled',
    'css',
    'keyframes',
    'createGlobalStyle',
    'console.*',
    'Error',
    'Symbol',
    'useMediaQuery',
    'matchMedia',
    'querySelector',
    'querySelectorAll',
    'document.querySelector',
    'new URL',
    'URLSearchParams',
    '*.get',
    '*.set',
    '*.has',
    '*.delete',
    '*.startsWith',
    '*.endsWith',
    '*.includes',
    '*.addEventListener',
    '*.removeEventListener',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|id|to|href|type|role|name|as|rel|target|lang|inputMode|autoComplete|method|key|htmlFor|variant|size|tone)$',
      },
    },
    {
      regex: {
        pattern:
          '^(aria-(current|live|haspopup|controls|describedby|labelledby|hidden|expanded|pressed|modal|atomic|relevant|busy|invalid|required|autocomplete|orientation|sort|posinset|setsize))$',
      },
    },
    { regex: { pattern: '^data-' } },
    { regex: { pattern: '[A-Z0-9_]+$' } },
  ],
};

export const i18nRules = {
  files: TRANSLATED,
  ignores: ['**/*.test.*', '**/*.stories.*'],
  plugins: { lingui },
  rules: {
    ...lingui.configs['flat/recommended'].rules,
    'lingui/no-unlocalized-strings': ['error', notText],
  },
};
