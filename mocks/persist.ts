// The db as a versioned snapshot of its records, and back: the demo saves its world as one
// (saved-world.ts). A snapshot of another version, of the wrong shape or forged is refused whole,
// the db untouched; it never crashes the app
// (docs/decisions.md#the-demo-keeps-its-data-and-has-demo-controls).
import { clearDb, db, MODEL_NAMES, primaryKeyOf, type ModelName } from './db';
import { eachInSteps, runNow, type Steps } from './steps';
import { withoutTabSync, withoutTabSyncSteps } from './tab-sync';

/**
 * Bump whenever the model or the seed changes shape: older snapshots are then refused, unless
 * ADDED_SINCE says how to bring them up to date.
 */
export const SNAPSHOT_VERSION = 3;

/**
 * What the previous version's snapshots lack: models and fields added since, which restore at their
 * defaults (a report of version 2 is under review, a post not removed). Any other difference still
 * refuses the snapshot.
 */
const ADDED_SINCE: Record<
  number,
  { models: ModelName[]; fields: Partial<Record<ModelName, string[]>> }
> = {
  2: {
    models: ['appeal'],
    fields: {
      post: ['removedAt', 'removedBy', 'removalNote'],
      report: ['state', 'decidedAt', 'decidedBy'],
      notification: ['reportOutcome', 'reportReason'],
    },
  },
};

type DbRecord = Record<string, unknown>;
export interface Snapshot {
  version: number;
  savedAt: string;
  models: Record<ModelName, DbRecord[]>;
}

interface ModelApi {
  getAll(): DbRecord[];
  create(values: DbRecord): DbRecord;
  delete(query: object): unknown;
}
const model = (name: ModelName) => db[name] as unknown as ModelApi;

export function takeSnapshot(): Snapshot {
  const models = {} as Record<ModelName, DbRecord[]>;
  for (const name of MODEL_NAMES) {
    // JSON keeps the public fields; the library's internal symbols are rebuilt by create().
    models[name] = model(name)
      .getAll()
      .map((record) => ({ ...record }));
  }
  return { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), models };
}

type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'nullable';

const kindsOf = new Map<ModelName, Map<string, FieldKind>>();
const defaultsOf = new Map<ModelName, DbRecord>();

/**
 * The kind of each field of a model, read from the model's own defaults (no second schema). Read
 * once per model: the probe is a write to the live db, and the model does not change at run time.
 */
function fieldKinds(name: ModelName): Map<string, FieldKind> {
  const known = kindsOf.get(name);
  if (known) return known;
  const key = primaryKeyOf(name);
  const probe = withoutTabSync(() => {
    const record = model(name).create({ [key]: name === 'session' ? '__probe__' : -1 });
    model(name).delete({ where: { [key]: { equals: record[key] } } });
    return record;
  });
  const kinds = new Map<string, FieldKind>();
  for (const [key, value] of Object.entries(probe)) {
    if (value === null) kinds.set(key, 'nullable');
    else if (Array.isArray(value)) kinds.set(key, 'array');
    else kinds.set(key, typeof value as FieldKind);
  }
  kindsOf.set(name, kinds);
  defaultsOf.set(name, probe);
  return kinds;
}

function matches(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'nullable':
      return value === null || typeof value === 'string' || typeof value === 'number';
    case 'array':
      return (
        Array.isArray(value) &&
        value.every((item) => typeof item === 'string' || typeof item === 'number')
      );
    default:
      return typeof value === kind;
  }
}

function isValidModel(name: ModelName, records: unknown): boolean {
  if (!Array.isArray(records)) return false;
  const kinds = fieldKinds(name);
  const fields = [...kinds];
  return records.every(
    (record) =>
      typeof record === 'object' &&
      record !== null &&
      // Only the model's own fields: an unknown key (a `__proto__` above all) is a forged record.
      Object.keys(record).every((key) => kinds.has(key)) &&
      fields.every(([key, kind]) => matches(kind, (record as DbRecord)[key])),
  );
}

/**
 * Whether `value` is a snapshot this version can restore, a model per step: the first check of each
 * model probes the live db (fieldKinds), long enough on a first load to hold up the page
 * (docs/performance.md#checking-the-demo-snapshot).
 */
function* isValidSnapshotSteps(value: unknown): Steps<boolean> {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Partial<Snapshot>;
  if (
    snapshot.version !== SNAPSHOT_VERSION ||
    typeof snapshot.models !== 'object' ||
    !snapshot.models
  ) {
    return false;
  }
  for (const name of MODEL_NAMES) {
    if (!isValidModel(name, (snapshot.models as Record<string, unknown>)[name])) return false;
    yield;
  }
  return true;
}

const isRecord = (value: unknown): value is DbRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A snapshot of the previous version with what was added since at its defaults; else `value`. */
function upgraded(value: unknown): unknown {
  if (!isRecord(value) || typeof value.version !== 'number' || !isRecord(value.models))
    return value;
  const added = Object.hasOwn(ADDED_SINCE, value.version) ? ADDED_SINCE[value.version] : undefined;
  if (!added) return value;
  const models: Record<string, unknown> = { ...value.models };
  for (const name of added.models) if (!Object.hasOwn(models, name)) models[name] = [];
  for (const [name, fields] of Object.entries(added.fields) as [ModelName, string[]][]) {
    const records = models[name];
    if (!Array.isArray(records)) continue;
    fieldKinds(name);
    const probe = defaultsOf.get(name)!;
    const defaults = Object.fromEntries(fields.map((field) => [field, probe[field]]));
    models[name] = records.map((record) =>
      isRecord(record) ? { ...defaults, ...record } : record,
    );
  }
  return { ...value, version: SNAPSHOT_VERSION, models };
}

function* replaceDbSteps(models: Snapshot['models']): Steps<void> {
  clearDb();
  yield;
  const records = MODEL_NAMES.flatMap((name) => models[name].map((record) => ({ name, record })));
  yield* eachInSteps(records, ({ name, record }) => model(name).create(record));
}

/** Replaces the db with a snapshot. Returns false (db untouched) when the snapshot is not valid. */
export function restoreSnapshot(value: unknown): boolean {
  return runNow(restoreSnapshotSteps(value));
}

export function* restoreSnapshotSteps(saved: unknown): Steps<boolean> {
  const value = upgraded(saved);
  if (!(yield* isValidSnapshotSteps(value))) return false;
  const snapshot = value as Snapshot;
  // The library refuses some snapshots only while writing them (a duplicate id): put the db back.
  // Not mirrored to other tabs: they hold this data already (a snapshot is saved from them), and
  // mirroring cost a message per record on every page load.
  const previous = takeSnapshot();
  try {
    yield* withoutTabSyncSteps(replaceDbSteps(snapshot.models));
    return true;
  } catch {
    runNow(withoutTabSyncSteps(replaceDbSteps(previous.models)));
    return false;
  }
}
