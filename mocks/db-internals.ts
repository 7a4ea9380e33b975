// What @mswjs/data 0.16's public API lacks, reached through its database instance (a symbol-keyed
// property of the factory's result):
// - Lookups by primary key. The library scans every record of the model for them (compiling the
//   query once per record): about 20 ms for one post among 10,000, paid by every like, comment or
//   getPost. A query on the primary key alone is answered from the store's Map instead.
// - A count of writes, so a list sorted once (the feed's order) is reused until the data changes.
// - Its tab sync: the library mirrors every write to other tabs over a BroadcastChannel, cloning
//   the record; restoring a 2,000-post snapshot sent thousands of messages on the page's thread.
// - A journal of writes that can be undone: tests put the seeded db back instead of seeding it
//   again (about 20 ms a test).
import { db, MODEL_NAMES, primaryKeyOf, type ModelName } from './db';
import { oneStep, runNow, type Steps } from './steps';

type Op = 'create' | 'update' | 'delete';
type Listener = (...args: unknown[]) => void;
type Store = Map<unknown, unknown>;
interface Database {
  getModel(name: string): Store;
  create(...args: unknown[]): unknown;
  update(...args: unknown[]): unknown;
  delete(...args: unknown[]): unknown;
  events: {
    listeners(op: Op): Listener[];
    addListener(op: Op, listener: Listener): void;
    removeListener(op: Op, listener: Listener): void;
  };
}
interface Query {
  where?: Record<string, unknown>;
  [option: string]: unknown;
}
type QueryFn = (query: Query) => unknown;
interface ModelApi {
  findFirst: QueryFn;
  update: QueryFn;
  delete: QueryFn;
}

const instanceKey = Object.getOwnPropertySymbols(db).find(
  (key) => key.description === 'databaseInstance',
);
if (!instanceKey) throw new Error('@mswjs/data: database instance not found (library changed?)');
const database = (db as unknown as Record<symbol, Database>)[instanceKey];

const getModel = database.getModel.bind(database);

let writes = 0;
/** Changes on every create, update or delete (remote ones from tab sync too). */
export const writeCount = () => writes;

/** What a store held at a key before a write: put back in reverse order, it undoes the writes. */
interface Before {
  store: Store;
  key: unknown;
  had: boolean;
  value: unknown;
}
interface Journal {
  entries: Before[];
  /** A store's key order before its first delete: a deleted key put back goes to the Map's end. */
  orders: Map<Store, unknown[]>;
}
let journal: Journal | undefined;

/** The keys a write changes: its arguments are the library's (Database.create/update/delete). */
function keysOf(op: Op, [name, first, second]: unknown[]): unknown[] {
  if (op === 'delete') return [first];
  const keyOf = (record: unknown) =>
    (record as Record<string, unknown>)[primaryKeyOf(name as ModelName)];
  if (op === 'create') return [second ?? keyOf(first)];
  return [keyOf(first), keyOf(second)];
}

function remember(op: Op, args: unknown[]) {
  if (!journal) return;
  const store = getModel(args[0] as string);
  if (op === 'delete' && !journal.orders.has(store)) journal.orders.set(store, [...store.keys()]);
  for (const key of keysOf(op, args)) {
    journal.entries.push({ store, key, had: store.has(key), value: store.get(key) });
  }
}

for (const op of ['create', 'update', 'delete'] as const) {
  const write = database[op].bind(database);
  database[op] = (...args: unknown[]) => {
    writes += 1;
    remember(op, args);
    return write(...args);
  };
}

/** From now on every write is journaled, until rollBack (a journal already open starts over). */
export function startJournal(): void {
  journal = { entries: [], orders: new Map() };
}

/**
 * Undoes every write since startJournal, key order included, and keeps journaling from there.
 * The records put back are the very objects the writes replaced: the library copies a record to
 * update it and never changes one in place, and neither does the mock backend.
 */
export function rollBack(): void {
  if (!journal) throw new Error('rollBack without startJournal');
  const { entries, orders } = journal;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const { store, key, had, value } = entries[index];
    if (had) store.set(key, value);
    else store.delete(key);
  }
  for (const [store, order] of orders) {
    const records = order.filter((key) => store.has(key)).map((key) => [key, store.get(key)]);
    store.clear();
    for (const [key, record] of records) store.set(key, record);
  }
  writes += 1;
  startJournal();
}

// The next getModel call for `name` sees only `record`: the library's own update and delete then
// run unchanged (data functions, events), minus their scan.
let scoped: { name: string; store: Store } | undefined;
database.getModel = (name: string) => {
  if (scoped?.name !== name) return getModel(name);
  const { store } = scoped;
  scoped = undefined;
  return store;
};

/** The value of a `where` that is exactly `{ [primaryKey]: { equals: value } }`, else undefined. */
function primaryKeyValue(where: Query['where'], key: string): unknown {
  if (!where) return undefined;
  const fields = Object.keys(where);
  if (fields.length !== 1 || fields[0] !== key) return undefined;
  const comparator = where[key] as Record<string, unknown> | null;
  if (typeof comparator !== 'object' || comparator === null) return undefined;
  const ops = Object.keys(comparator);
  return ops.length === 1 && ops[0] === 'equals' ? comparator.equals : undefined;
}

const OPTIONS = new Set(['where', 'data', 'strict']);

for (const name of MODEL_NAMES) {
  const api = db[name] as unknown as ModelApi;
  const key = primaryKeyOf(name);
  const find = api.findFirst;
  const byKey = (query: Query) =>
    Object.keys(query).every((option) => OPTIONS.has(option))
      ? primaryKeyValue(query.where, key)
      : undefined;
  api.findFirst = (query) => {
    const value = byKey(query);
    const record = value === undefined ? undefined : getModel(name).get(value);
    // A miss goes to the library, which knows what `strict` makes of it.
    return record ?? find(query);
  };
  for (const op of ['update', 'delete'] as const) {
    const run = api[op];
    api[op] = (query) => {
      const value = byKey(query);
      const record = value === undefined ? undefined : getModel(name).get(value);
      if (record === undefined) return run(query);
      scoped = { name, store: new Map([[value, record]]) };
      try {
        return run(query);
      } finally {
        scoped = undefined;
      }
    };
  }
}

const broadcasters = new Map(
  (['create', 'update', 'delete'] as const).map((op) => [op, database.events.listeners(op)]),
);
let tabSync = true;

/** Turns the library's tab sync on or off (off in Node, which has no tabs: see node.ts). */
export function setTabSync(on: boolean): void {
  if (on === tabSync) return;
  tabSync = on;
  for (const [op, listeners] of broadcasters) {
    for (const listener of listeners) {
      if (on) database.events.addListener(op, listener);
      else database.events.removeListener(op, listener);
    }
  }
}

/** Runs `change` without mirroring it to other tabs (a bulk restore they already hold). */
export function withoutTabSync<T>(change: () => T): T {
  return runNow(withoutTabSyncSteps(oneStep(change)));
}

/**
 * withoutTabSync over work in steps (steps.ts): the mirroring stays off between steps too, when
 * nothing else writes (no request is answered before the db is ready: waitForBackend).
 */
export function* withoutTabSyncSteps<T>(steps: Steps<T>): Steps<T> {
  const was = tabSync;
  setTabSync(false);
  try {
    return yield* steps;
  } finally {
    setTabSync(was);
  }
}
