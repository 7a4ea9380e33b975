// A freshly seeded db for every unit test and story, without seeding for each: seeding was about
// 10% of the unit tests' CPU (1,088 tests, about 20 ms each). The writes of a test are journaled
// and undone before the next one (db-internals.ts), with the records' order and the next ids, which
// gives the same db.
import { restoreIds, savedIds, type ModelName } from './db';
import { rollBack, startJournal } from './db-internals';
import { resetDb } from './persist';

/**
 * How much older than a fresh seed a test's seeded times may be. Every time in the seed is
 * relative to when it was seeded, at minute grain or coarser; a few seconds are as if the test
 * itself had run that much slower, which tests already allow for.
 */
export const SEED_REUSE_MS = 10_000;

let lastSeed: { at: number; ids: ReadonlyMap<ModelName, number> } | undefined;

/** The db as seeded: the last seed with the writes since undone if it is recent, else a new one. */
export function restoreSeededDb(): void {
  const now = Date.now();
  if (lastSeed && now >= lastSeed.at && now - lastSeed.at < SEED_REUSE_MS) {
    rollBack();
    restoreIds(lastSeed.ids);
    return;
  }
  resetDb(now);
  lastSeed = { at: now, ids: savedIds() };
  startJournal();
}
