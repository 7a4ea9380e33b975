// Back to the seed: the db emptied and seeded afresh. A module of its own, apart from the
// snapshots of persist.ts, so that a demo restoring its saved world never loads the seed's code
// (docs/performance.md#the-seed-only-when-seeding).
import { clearDb } from './db';
import { seedDbSteps } from './seed';
import { runNow, type Steps } from './steps';

export function resetDb(now?: number): void {
  runNow(resetDbSteps(now));
}

export function* resetDbSteps(now?: number): Steps<void> {
  clearDb();
  yield* seedDbSteps({ now });
}
