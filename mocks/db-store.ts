// Our layer over @mswjs/data's models: db.ts hands out the factory's models wrapped here, so every
// read and write of the mock backend, its seed and its tests passes through it. It uses only the
// library's public model methods, and adds:
// - Lookups by primary key from a Map kept here. The library scans every record of the model for
//   them, compiling the query per record, and every getPost, like and comment asks for one.
// - A count of writes, and keptUntilWrite over it: what the handlers derive from whole models
//   (the feed's order, the joins of serialize.ts, the care queue's concerns, the society records'
//   histories) is kept until the records change.
// - Word of each record that changed, for the demo's other tabs (tab-sync.ts).

export type DbRecord = Record<string, unknown>;

interface Query {
  where?: Record<string, unknown>;
  data?: Record<string, unknown>;
  strict?: boolean;
  [option: string]: unknown;
}

/** The library's model methods this layer replaces; the others are handed on as they are. */
interface ModelMethods {
  create(values?: DbRecord): DbRecord;
  findFirst(query: Query): DbRecord | null;
  getAll(): DbRecord[];
  update(query: Query): DbRecord | null;
  updateMany(query: Query): DbRecord[] | null;
  delete(query: Query): DbRecord | null;
  deleteMany(query: Query): DbRecord[] | null;
}

/** A record written: its state now, or null once it is deleted. */
export interface Change {
  model: string;
  key: unknown;
  record: DbRecord | null;
}

let writes = 0;
/** Changes with every record created, updated or deleted. */
export const writeCount = () => writes;

/**
 * `compute` kept per key until the next write to the db: for what the handlers derive from whole
 * models (an index, an order), which reads in a row would otherwise build again each time
 * (docs/performance.md#derived-data-kept-until-a-write). What it returns must be read, never changed.
 */
export function keptUntilWrite<Value, Key = void>(
  compute: (key: Key) => Value,
): (key: Key) => Value {
  let kept = new Map<Key, Value>();
  let keptAt = writes;
  return (key) => {
    if (keptAt !== writes) {
      kept = new Map();
      keptAt = writes;
    }
    if (!kept.has(key)) kept.set(key, compute(key));
    return kept.get(key)!;
  };
}

const listeners = new Set<(change: Change) => void>();

/** Calls `listener` after each record written, until the returned function is called. */
export function onChange(listener: (change: Change) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The factory's models (its result without the symbol-keyed database it also holds). */
export type Models<Library> = { [Name in Exclude<keyof Library, symbol>]: Library[Name] };

/** The models of a fresh factory() result, each wrapped as above. */
export function storeOver<Library extends object>(
  library: Library,
  primaryKeyOf: (name: string) => string,
): Models<Library> {
  const models: Record<string, unknown> = {};
  for (const [name, model] of Object.entries(library)) {
    models[name] = storedModel(name, model as ModelMethods, primaryKeyOf(name));
  }
  return models as Models<Library>;
}

function storedModel(name: string, model: ModelMethods, primaryKey: string): ModelMethods {
  const byKey = new Map<unknown, DbRecord>(
    model.getAll().map((record) => [record[primaryKey], record]),
  );
  const keyOf = (record: DbRecord) => record[primaryKey];

  const changed = (key: unknown, record: DbRecord | null) => {
    if (record) byKey.set(key, record);
    else byKey.delete(key);
    writes += 1;
    for (const listener of listeners) listener({ model: name, key, record });
  };

  /** After a write whose changes are not all known (a new primary key, a failure half-way). */
  const reindex = () => {
    const gone = new Set(byKey.keys());
    for (const record of model.getAll()) {
      const key = keyOf(record);
      gone.delete(key);
      if (byKey.get(key) !== record) changed(key, record);
    }
    for (const key of gone) changed(key, null);
  };

  /** Runs a write and tells what it changed; on a failure half-way, finds out (reindex). */
  function write<T>(run: () => T, tell: (result: T) => void): T {
    let result: T;
    try {
      result = run();
    } catch (error) {
      reindex();
      throw error;
    }
    tell(result);
    return result;
  }

  const created = (record: DbRecord) => changed(keyOf(record), record);
  // An update that sets the primary key may move a record to another key: found by reindex.
  const updated = (query: Query) => (records: DbRecord[] | null) => {
    if (query.data !== undefined && primaryKey in query.data) reindex();
    else for (const record of records ?? []) changed(keyOf(record), record);
  };
  const deleted = (records: DbRecord[] | null) => {
    for (const record of records ?? []) changed(keyOf(record), null);
  };
  const one = (record: DbRecord | null) => (record ? [record] : null);

  return {
    ...model,
    create: (values) => write(() => model.create(values), created),
    findFirst(query) {
      const key = primaryKeyQueried(query, primaryKey);
      if (key === undefined) return model.findFirst(query);
      // A miss goes to the library when `strict`, for its error.
      return byKey.get(key) ?? (query.strict ? model.findFirst(query) : null);
    },
    update: (query) =>
      write(
        () => model.update(query),
        (record) => updated(query)(one(record)),
      ),
    updateMany: (query) => write(() => model.updateMany(query), updated(query)),
    delete: (query) =>
      write(
        () => model.delete(query),
        (record) => deleted(one(record)),
      ),
    deleteMany: (query) => write(() => model.deleteMany(query), deleted),
  };
}

/** The value of a query that is exactly `{ where: { [primaryKey]: { equals: value } } }` (and `strict`). */
function primaryKeyQueried(query: Query, primaryKey: string): unknown {
  const { where, strict: _strict, ...options } = query;
  if (!where || Object.keys(options).length > 0) return undefined;
  const fields = Object.keys(where);
  if (fields.length !== 1 || fields[0] !== primaryKey) return undefined;
  const comparator = where[primaryKey];
  if (typeof comparator !== 'object' || comparator === null) return undefined;
  const ops = Object.keys(comparator);
  return ops.length === 1 && ops[0] === 'equals'
    ? (comparator as { equals: unknown }).equals
    : undefined;
}

/**
 * Runs `make` where the page has no BroadcastChannel. Given one, @mswjs/data's factory() mirrors
 * every write of its db to the page's other tabs, and there it would write behind this layer
 * (the Maps and the count above would not follow). tab-sync.ts mirrors writes through this layer
 * instead. db-store.test.ts checks that the db posts nothing.
 */
export function withoutBroadcastChannel<T>(make: () => T): T {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel');
  if (own && !own.configurable) return make();
  Object.defineProperty(globalThis, 'BroadcastChannel', {
    value: undefined,
    configurable: true,
    writable: true,
  });
  try {
    return make();
  } finally {
    if (own) Object.defineProperty(globalThis, 'BroadcastChannel', own);
    else delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  }
}
