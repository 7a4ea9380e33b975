// A freshly seeded db for every unit test and story, without seeding for each: seeding was a
// noticeable share of the unit tests' CPU (docs/performance.md#a-seeded-database-for-every-test).
// The seeded records are kept, and before the next test every record a test changed is put back
// through the library's own calls, in the seeded order, with the next ids: the same db.
import { db, MODEL_NAMES, primaryKeyOf, restoreIds, savedIds, type ModelName } from './db';
import { writeCount, type DbRecord } from './db-store';
import { resetDb } from './reset-db';

/**
 * How much older than a fresh seed a test's seeded times may be. Every time in the seed is
 * relative to when it was seeded, at minute grain or coarser; a few seconds are as if the test
 * itself had run that much slower, which tests already allow for.
 */
export const SEED_REUSE_MS = 10_000;

interface Seed {
  at: number;
  ids: ReadonlyMap<ModelName, number>;
  /** Each model's records, in order: the very objects the db holds while nothing is written. */
  records: Map<ModelName, DbRecord[]>;
  writes: number;
}
let lastSeed: Seed | undefined;

/** The db as seeded: the last seed put back if it is recent, else a new one. */
export function restoreSeededDb(): void {
  const now = Date.now();
  if (lastSeed && now >= lastSeed.at && now - lastSeed.at < SEED_REUSE_MS) {
    if (writeCount() !== lastSeed.writes) {
      for (const [name, records] of lastSeed.records) putBack(name, records);
      lastSeed.writes = writeCount();
    }
    restoreIds(lastSeed.ids);
    return;
  }
  resetDb(now);
  lastSeed = {
    at: now,
    ids: savedIds(),
    records: new Map(MODEL_NAMES.map((name) => [name, model(name).getAll()])),
    writes: writeCount(),
  };
}

interface ModelApi {
  getAll(): DbRecord[];
  create(values: DbRecord): DbRecord;
  update(query: object): DbRecord | null;
  deleteMany(query: object): DbRecord[] | null;
}
const model = (name: ModelName) => db[name] as unknown as ModelApi;

/**
 * Beyond this many records changed in place, the model is written again from the first of them:
 * each update scans the whole model, a create does not.
 */
const MAX_UPDATES = 8;

/**
 * Makes the model's records `seeded` again, in that order, and puts the objects that now stand
 * for them into `seeded`. A record that is still the same object is untouched: the library
 * replaces a record to update it and never changes one in place, and neither does the backend.
 */
function putBack(name: ModelName, seeded: DbRecord[]): void {
  const api = model(name);
  const field = primaryKeyOf(name);
  const current = api.getAll();
  // Up to `from` every record is under its seeded key and place; after it, none need be.
  let from = 0;
  while (
    from < seeded.length &&
    from < current.length &&
    current[from][field] === seeded[from][field]
  ) {
    from += 1;
  }
  const changed = [];
  for (let index = 0; index < from; index += 1) {
    if (current[index] !== seeded[index]) changed.push(index);
  }
  if (changed.length > MAX_UPDATES) from = changed[0];
  else {
    for (const index of changed) {
      const { [field]: key, ...fields } = seeded[index];
      seeded[index] = api.update({ where: { [field]: { equals: key } }, data: fields })!;
    }
  }
  if (from < current.length) {
    const keys = current.slice(from).map((record) => record[field]);
    api.deleteMany({ where: { [field]: { in: keys } } });
  }
  for (let index = from; index < seeded.length; index += 1) {
    seeded[index] = api.create({ ...seeded[index] });
  }
}
