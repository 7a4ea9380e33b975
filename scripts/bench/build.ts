// Builds the apps the benchmark measures, each into its own folder (dist-bench-*).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkReport } from './vite-bench.config.ts';

export interface BuiltApp {
  dir: string;
  chunks: Record<string, ChunkReport>;
}

const root = process.cwd();

export function buildApp(name: string, env: Record<string, string>): BuiltApp {
  const dir = join(root, `dist-bench-${name}`);
  const report = join(dir, '.vite', 'chunks.json');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '-c',
      'scripts/bench/vite-bench.config.ts',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      // The module runner that runs the benchmark sets NODE_ENV=development: a build must not inherit it.
      env: { ...process.env, NODE_ENV: 'production', ...env, BENCH_CHUNK_REPORT: report },
    },
  );
  if (result.status !== 0) throw new Error(`vite build (${name}) exited with ${result.status}`);
  console.log(`built dist-bench-${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { dir, chunks: JSON.parse(readFileSync(report, 'utf8')) as Record<string, ChunkReport> };
}
