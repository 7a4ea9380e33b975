// Lingui's catalogues (docs/i18n.md): one per area of the code and language, so that work on two
// features never edits the same catalogue. English is the source language: its texts are the ones
// written in the code.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const exclude = ['**/*.test.*', '**/*.stories.*'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude,
    },
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app/'], exclude },
    {
      path: '<rootDir>/src/components/locales/{locale}',
      include: ['<rootDir>/src/components/'],
      exclude,
    },
    {
      path: '<rootDir>/src/lib/locales/{locale}',
      include: ['<rootDir>/src/lib/', '<rootDir>/src/api/', '<rootDir>/src/prerender/'],
      exclude,
    },
  ],
  // Line numbers would change every catalogue with any edit above a text.
  format: formatter({ lineNumbers: false }),
});
