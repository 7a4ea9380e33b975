// The demo's tabs show one world: the records each tab writes are posted to its other tabs, which
// write them into their own db. A resident who signs in in one tab makes requests in the others
// with the same session cookie: without the session there, those would be answered 401 and sign
// everyone out. Only the demo starts it (browser.ts): Node has no tabs, and each Storybook tab
// keeps its own db.
import { db, MODEL_NAMES, primaryKeyOf, type ModelName } from './db';
import { onChange, type Change, type DbRecord } from './db-store';
import { oneStep, runNow, type Steps } from './steps';

const CHANNEL_NAME = 'vasundhara-connect:mock-db';

interface ModelApi {
  create(values: DbRecord): DbRecord;
  findFirst(query: object): DbRecord | null;
  update(query: object): DbRecord | null;
  deleteMany(query: object): DbRecord[] | null;
}
const model = (name: ModelName) => db[name] as unknown as ModelApi;

let sync: { channel: BroadcastChannel; stop: () => void } | undefined;
/** Writes are not posted while above zero: another tab's, or a bulk restore the others hold. */
let quiet = 0;

/** Mirrors this tab's writes to the others and theirs here, where BroadcastChannel exists. */
export function startTabSync(): void {
  if (sync || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  // The writes of one task go as one message: a reset or a bulk delete is one scan per model
  // in the other tabs, not one per record.
  let batch: Change[] = [];
  const stopListening = onChange((change) => {
    if (quiet > 0) return;
    if (batch.length === 0) {
      queueMicrotask(() => {
        channel.postMessage(batch);
        batch = [];
      });
    }
    batch.push(change);
  });
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (Array.isArray(data)) withoutTabSync(() => applyChanges(data.filter(isChange)));
  };
  sync = {
    channel,
    stop: () => {
      stopListening();
      channel.close();
    },
  };
}

export function stopTabSync(): void {
  sync?.stop();
  sync = undefined;
}

/** What another tab posted: a change to a model of this db, the record (if any) under its key. */
function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const { model, key, record } = value as Partial<Change>;
  if (!MODEL_NAMES.includes(model as ModelName)) return false;
  if (typeof key !== 'string' && typeof key !== 'number') return false;
  if (record === null) return true;
  return (
    typeof record === 'object' &&
    record !== undefined &&
    record[primaryKeyOf(model as ModelName)] === key
  );
}

/** Writes another tab's changes here, in order; deletes in a row of one model as one. */
function applyChanges(changes: Change[]): void {
  for (let index = 0; index < changes.length; index += 1) {
    const { model: name, key, record } = changes[index];
    const field = primaryKeyOf(name as ModelName);
    const api = model(name as ModelName);
    if (record === null) {
      const keys = [key];
      while (changes[index + 1]?.model === name && changes[index + 1].record === null) {
        index += 1;
        keys.push(changes[index].key);
      }
      api.deleteMany({ where: { [field]: { in: keys } } });
      continue;
    }
    const where = { [field]: { equals: key } };
    const { [field]: _key, ...fields } = record;
    if (api.findFirst({ where })) api.update({ where, data: fields });
    else api.create(record);
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
  quiet += 1;
  try {
    return yield* steps;
  } finally {
    quiet -= 1;
  }
}
