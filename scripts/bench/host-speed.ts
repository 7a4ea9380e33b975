// How busy the machine was: the time a fixed loop of integer arithmetic takes in Node (best of
// three). Figures in milliseconds, Lighthouse's blocking time above all, rise with it; sizes do
// not. On the 2-core machine it takes about 0.5-0.9 s when the host is quiet and 1.5-2.4 s when
// it is very slow.
const ITERATIONS = 3e8;

function loopSeconds(): number {
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < ITERATIONS; i++) sum += i % 7;
  // The sum is used, so the loop cannot be dropped as dead code.
  if (sum < 0) throw new Error('unreachable');
  return (performance.now() - start) / 1000;
}

export function hostLoopSeconds(runs = 3): number {
  return Math.min(...Array.from({ length: runs }, loopSeconds));
}
