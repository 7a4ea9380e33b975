// Lingui in the build (docs/i18n.md), for the app and for the landing's prerender.
import { relative, resolve } from 'node:path';
import {
  createCompiledCatalog,
  getCatalogForFile,
  getCatalogs,
  type CatalogType,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
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

const ENGLISH_LOADER = 'virtual:english-of:';

/**
 * Each file's English travels with the file: a file that uses the macros also imports a small
 * module that adds to Lingui's English catalogue the texts its area's catalogue lists for that
 * file (the `#:` lines, which `npm run i18n:check` keeps true). Imports run before the module that
 * imports them, so a text's English is always in before the text can be shown, and a first screen
 * carries the English of the files it holds, not of their whole areas. The import is appended, so
 * the file's lines (and its source map) stay as they were.
 */
export function englishWithEachFile(): Plugin {
  let root = process.cwd();
  const config = getConfig({});
  let catalogues: ReturnType<typeof getCatalogs> | undefined;
  // Each area's English catalogue as read, until the file changes (the dev server).
  const read = new Map<string, Promise<CatalogType | undefined>>();
  const englishOf = (po: string) => {
    let entries = read.get(po);
    if (!entries) {
      entries = (catalogues ??= getCatalogs(config)).then((all) =>
        getCatalogForFile(relative(config.rootDir ?? root, po), all)?.catalog.read('en'),
      );
      read.set(po, entries);
    }
    return entries;
  };
  return {
    name: 'vc-english-with-each-file',
    enforce: 'pre',
    configResolved(resolved) {
      root = resolved.root;
    },
    watchChange(id) {
      read.delete(id);
    },
    resolveId(id) {
      return id.startsWith(ENGLISH_LOADER) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${ENGLISH_LOADER}`)) return null;
      const file = id.slice(ENGLISH_LOADER.length + 1);
      const po = englishCatalogueOf(resolve(root, file), root);
      if (!po) return null;
      this.addWatchFile(po);
      const entries = (await englishOf(po)) ?? {};
      const texts: Record<string, string> = {};
      for (const [messageId, entry] of Object.entries(entries)) {
        if (entry.origin?.some(([origin]) => origin === file))
          texts[messageId] = entry.translation || entry.message || messageId;
      }
      const { source, errors } = createCompiledCatalog('en', texts, { namespace: 'es' });
      if (errors.length) throw new Error(`${po}: ${errors.length} English texts do not compile`);
      return [`import { i18n } from '@lingui/core';`, source, `i18n.load('en', messages);`].join(
        '\n',
      );
    },
    transform: {
      filter: { id: { exclude: [/[\\/]node_modules[\\/]/, /\0/] }, code: MACRO_IMPORT },
      handler(code, id) {
        const file = id.split('?')[0];
        if (!englishCatalogueOf(file, root)) return null;
        const source = relative(root, file).replace(/\\/g, '/');
        return {
          code: `${code}\nimport ${JSON.stringify(ENGLISH_LOADER + source)};\n`,
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
  englishWithEachFile(),
  babel({ presets: [linguiMacros] }),
  lingui({ failOnMissing: true }),
];
