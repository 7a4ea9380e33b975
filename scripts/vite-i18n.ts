// Lingui in the build (docs/i18n.md), for the app and for the landing's prerender.
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { Plugin, PluginOption } from 'vite';
import { englishCatalogueOf } from './english-catalogue.ts';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

/** Lingui's macros, in Babel: only in the app's files that import them. */
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: {
    filter: { id: { exclude: [/[\\/]node_modules[\\/]/] }, code: MACRO_IMPORT },
  },
});

const ENGLISH_LOADER = 'virtual:english-catalogue:';

/**
 * Each area's English travels with the area's code: a file that uses the macros also imports a
 * small module that adds its area's English catalogue to Lingui's. Imports run before the module
 * that imports them, so a text's catalogue is always in before the text can be shown, and a first
 * screen carries the English of the areas it shows, not of every area. The import is appended, so
 * the file's lines (and its source map) stay as they were.
 */
function englishWithEachArea(): Plugin {
  let root = process.cwd();
  return {
    name: 'vc-english-with-each-area',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(ENGLISH_LOADER) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ENGLISH_LOADER}`)) return null;
      // The loader's id names the catalogue without its extension: Lingui's plugin compiles every
      // id that ends in .po.
      const catalogue = `${id.slice(ENGLISH_LOADER.length + 1)}.po`;
      return [
        `import { i18n } from '@lingui/core';`,
        `import { messages } from ${JSON.stringify(catalogue)};`,
        `i18n.load('en', messages);`,
      ].join('\n');
    },
    transform: {
      filter: { id: { exclude: [/[\\/]node_modules[\\/]/, /\0/] }, code: MACRO_IMPORT },
      handler(code, id) {
        const catalogue = englishCatalogueOf(id.split('?')[0], root);
        if (!catalogue) return null;
        return {
          code: `${code}\nimport ${JSON.stringify(ENGLISH_LOADER + catalogue.replace(/\.po$/, ''))};\n`,
          map: null,
        };
      },
    },
  };
}

/**
 * The macros (`Trans`, `t`, `msg`) become catalogue lookups; an imported .po catalogue is compiled.
 * A Hindi text missing from its catalogue fails the build and every test that loads Hindi.
 */
export const linguiPlugins = (): PluginOption[] => [
  englishWithEachArea(),
  babel({ presets: [linguiMacros] }),
  lingui({ failOnMissing: true }),
];
