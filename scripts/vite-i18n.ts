// Lingui in the build (docs/i18n.md), for the app and for the landing's prerender.
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/** Lingui's macros, in Babel: only in the app's files that import them. */
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: {
    filter: {
      id: { exclude: [/[\\/]node_modules[\\/]/] },
      code: /from ['"]@lingui\/(core|react)\/macro['"]/,
    },
  },
});

/**
 * The macros (`Trans`, `t`, `msg`) become catalogue lookups; an imported .po catalogue is compiled.
 * A Hindi text missing from its catalogue fails the build and every test that loads Hindi.
 */
export const linguiPlugins = (): PluginOption[] => [
  babel({ presets: [linguiMacros] }),
  lingui({ failOnMissing: true }),
];
