// How busy the machine was: the time a fixed loop of integer arithmetic takes in Node, run on
// both cores at once (two threads, the slower counts; best of three). Figures in milliseconds,
// Lighthouse's blocking time and `npm test` above all, rise with it; sizes do not.
import { Worker } from 'node:worker_threads';

/**
 * The loop's time on the 2-core machine when the host is quiet (0.42-0.58 s seen; 1.1-1.3 s while
 * it was busy).
 */
export const QUIET_HOST_SECONDS = '0.4-0.9';

const CORES = 2;
const LOOP = `
  const { parentPort } = require('node:worker_threads');
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < 3e8; i++) sum += i % 7;
  parentPort.postMessage(sum < 0 ? -1 : (performance.now() - start) / 1000);
`;

function loopSeconds(): Promise<number> {
  return new Promise((resolve, reject) => {
    // No inherited flags: under `--input-type=module` the loop's CommonJS would not run.
    const worker = new Worker(LOOP, { eval: true, execArgv: [] });
    worker.once('message', (seconds: number) => {
      resolve(seconds);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export async function hostLoopSeconds(rounds = 3): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const times = await Promise.all(Array.from({ length: CORES }, loopSeconds));
    best = Math.min(best, Math.max(...times));
  }
  return best;
}
