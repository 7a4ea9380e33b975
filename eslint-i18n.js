// Texts people read come from the catalogues (docs/i18n.md). In the areas listed here every text is
// translated, and a bare one fails lint; an area joins the list once its texts are all in its
// catalogues.
import lingui from 'eslint-plugin-lingui';

/** Source files whose texts are all translated. */
export const TRANSLATED = [
  // The app's frame and shared pieces.
  'src/app/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/api/validation.ts',
  // Landing page, login and sign-up.
  'src/features/landing/**/*.{ts,tsx}',
  'src/features/auth/**/*.{ts,tsx}',
  // Posts, comments, feed and composer (src/features/{posts,comments,feed,composer}).
  'src/features/posts/**/*.{ts,tsx}',
  'src/features/comments/**/*.{ts,tsx}',
  'src/features/feed/**/*.{ts,tsx}',
  'src/features/composer/**/*.{ts,tsx}',
  // Groups, Explore, Search, Trending and Follows.
  'src/features/groups/**/*.{ts,tsx}',
  'src/features/explore/**/*.{ts,tsx}',
  'src/features/search/**/*.{ts,tsx}',
  'src/features/trending/**/*.{ts,tsx}',
  'src/features/follows/**/*.{ts,tsx}',
  // Concerns, the care team's queue and reports, reports and outcomes, society records.
  // (their *-test-utils.ts are the tests' and stories' helpers, not screens).
  'src/features/concerns/**/*.{ts,tsx}',
  'src/features/care/**/!(*-test-utils).{ts,tsx}',
  'src/features/reports/**/*.{ts,tsx}',
  'src/features/societies/**/!(*-test-utils).{ts,tsx}',
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
    // A message only a developer sees: a missing id in a request body (src/api/validation.ts).
    '^[a-z]+Id is required',
    // A CSS value, a media query or a transform.
    '^\\(?(min|max)-width',
    '^(scale|translate|rotate)[XYZ]?\\(',
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
    '*.closest',
    '*.matchMedia',
    'makeField',
    '*.removeEventListener',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|id|to|href|type|role|name|as|rel|target|lang|inputMode|autoComplete|method|key|htmlFor|variant|size|tone|tag)$',
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
  // Tests, stories and the helpers only tests use (`*-test-utils.ts`) speak to developers.
  ignores: ['**/*.test.*', '**/*.stories.*', '**/*-test-utils.*'],
  plugins: { lingui },
  rules: {
    ...lingui.configs['flat/recommended'].rules,
    'lingui/no-unlocalized-strings': ['error', notText],
  },
};
