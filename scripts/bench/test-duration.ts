// `npm test` once, timed (wall clock on this machine, whatever else runs on it).
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * The run's time, whether it passed, its summary lines and, when it failed, the failed tests'
 * lines (`FAIL ...`), so a failure under the benchmark's load can be found afterwards.
 */
export function timeUnitTests(): {
  seconds: number;
  ok: boolean;
  summary: string;
  failed: string[];
} {
  const started = Date.now();
  const result = spawnSync('npm', ['test', '--silent'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  // Vitest colours its lines whatever FORCE_COLOR says.
  const lines = stripVTControlCharacters(`${result.stdout ?? ''}${result.stderr ?? ''}`).split(
    '\n',
  );
  const summary = lines
    .filter((line) => /^\s*(Test Files|Tests)\s/.test(line))
    .map((line) => line.trim())
    .join('; ');
  const failed = [
    ...new Set(lines.filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.trim())),
  ];
  return { seconds, ok: result.status === 0, summary, failed };
}
