// `npm test` once, timed (wall clock on this machine, whatever else runs on it).
import { spawnSync } from 'node:child_process';

export function timeUnitTests(): { seconds: number; ok: boolean; summary: string } {
  const started = Date.now();
  const result = spawnSync('npm', ['test', '--silent'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const summary = output
    .split('\n')
    .filter((line) => /^\s*(Test Files|Tests)\s/.test(line))
    .map((line) => line.trim())
    .join('; ');
  return { seconds, ok: result.status === 0, summary };
}
