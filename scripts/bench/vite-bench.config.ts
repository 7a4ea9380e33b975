// The app's own Vite config plus a listing of every chunk's modules (a visualizer in JSON), so the
// benchmark can say what the first screen's bytes are made of.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config.ts';

export interface ChunkReport {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Module id (relative to the repo, or `pkg:name` for node_modules) -> rendered length. */
  modules: Record<string, number>;
  /** The rendered code of the i18n library and of the English catalogues in this chunk. */
  i18nCode: { runtime: string; englishCatalogues: string };
}

const isI18nRuntime = (name: string) => name.startsWith('pkg:@lingui/');
const isEnglishCatalogue = (name: string) => name.startsWith('\0virtual:english-of:');

const root = process.cwd() + '/';

function moduleName(id: string): string {
  const tail = id.split('node_modules/').pop()!;
  if (tail === id) return id.replace(root, '');
  const parts = tail.split('/');
  return `pkg:${parts.slice(0, tail.startsWith('@') ? 2 : 1).join('/')}`;
}

function chunkReport(outFile: string): Plugin {
  return {
    name: 'vc-bench-chunk-report',
    generateBundle(_options, bundle) {
      const report: Record<string, ChunkReport> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        const i18nCode = { runtime: '', englishCatalogues: '' };
        for (const [id, info] of Object.entries(chunk.modules)) {
          const name = moduleName(id);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
          if (isI18nRuntime(name)) i18nCode.runtime += info.code ?? '';
          if (isEnglishCatalogue(name)) i18nCode.englishCatalogues += info.code ?? '';
        }
        report[file] = {
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules,
          i18nCode,
        };
      }
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, JSON.stringify(report, null, 1));
    },
  };
}

export default mergeConfig(
  base,
  defineConfig({
    plugins: process.env.BENCH_CHUNK_REPORT ? [chunkReport(process.env.BENCH_CHUNK_REPORT)] : [],
  }),
);
