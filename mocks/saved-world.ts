// The demo's world across reloads (docs/decisions.md#the-demo-keeps-its-world-in-indexeddb): read
// once when the demo starts, saved after each write. Uploaded files are kept as Blobs beside the
// records. A world saved in localStorage by an earlier version moves over once; a world that cannot
// be read is set aside and the resident told, never silently replaced; and when the browser refuses
// to keep anything, the resident is told once that changes will not survive a reload.
import { blobToDataUrl, dataUrlToBlob } from './data-url';
import { restoreSnapshotSteps, takeSnapshot, type Snapshot } from './persist';
import { runInSteps, type Steps } from './steps';
import { withoutTabSyncSteps } from './tab-sync';
import { indexedDbWorldStorage, type StoredWorld, type WorldStorage } from './world-storage';

/** Where versions before IndexedDB kept the world (a JSON snapshot). */
export const LOCAL_STORAGE_SNAPSHOT_KEY = 'vasundhara-connect:mock-db';
/** An attachment's url in the saved records when its bytes are a file of the storage. */
export const FILE_IN_STORAGE = 'file-in-storage';
/**
 * The writes of one task are saved together, in the next: a later save could be lost to a reload
 * (IndexedDB, unlike localStorage, cannot be written while the page goes away).
 */
const SAVE_DELAY_MS = 0;

export type LoadOutcome = 'restored' | 'moved' | 'seeded';

/**
 * The seed's code, loaded only when the demo seeds: a resident whose world is saved restores it
 * without it (docs/performance.md#the-seed-only-when-seeding).
 */
export const seedCode = () => import('./reset-db');
/** `not-kept`: the browser refused to store the world; `set-aside`: a saved one could not be read. */
export type StorageProblem = 'not-kept' | 'set-aside';

const reported = new Set<StorageProblem>();
let untold: StorageProblem[] = [];
let tell: ((problem: StorageProblem) => void) | null = null;

function report(problem: StorageProblem, error?: unknown): void {
  if (error !== undefined) console.warn(`[mock backend] Demo data ${problem}`, error);
  if (reported.has(problem)) return;
  reported.add(problem);
  if (tell) tell(problem);
  else untold.push(problem);
}

/**
 * Each storage problem is told once: to the listener present when it happens, or to the next one
 * to subscribe (the app's notice loads after the world does).
 */
export function onStorageProblem(listener: (problem: StorageProblem) => void): () => void {
  tell = listener;
  for (const problem of untold.splice(0)) listener(problem);
  return () => {
    if (tell === listener) tell = null;
  };
}

/** The problems of this page so far, for the demo panel. */
export const storageProblems = (): StorageProblem[] => [...reported];

export interface SavedWorld {
  /** Restores the saved world (moving a localStorage one over), or seeds and saves a fresh one. */
  load(): Promise<LoadOutcome>;
  /** Saves the db now (after any save under way). */
  save(): Promise<void>;
  /** Saves the db in the next task, once for the writes of this one. */
  saveSoon(): void;
  /** Starts a save now if one is waiting (the page is going away). */
  flush(): void;
  /** Back to the seed: forgets everything stored, a world set aside too, and saves the seed. */
  reset(): Promise<void>;
}

let active: SavedWorld | null = null;
/** The world the demo saves, once the demo has opened it (browser.ts); null in tests and stories. */
export const activeSavedWorld = (): SavedWorld | null => active;

/** For tests: no world opened, no problem told yet. */
export function forgetSavedWorld(): void {
  active = null;
  reported.clear();
  untold = [];
  tell = null;
}

function readLocalStorageSnapshot(legacy: Storage | null): string | null {
  try {
    return legacy?.getItem(LOCAL_STORAGE_SNAPSHOT_KEY) ?? null;
  } catch {
    return null;
  }
}

function forgetLocalStorageSnapshot(legacy: Storage | null): void {
  try {
    legacy?.removeItem(LOCAL_STORAGE_SNAPSHOT_KEY);
  } catch {
    // Storage unavailable: nothing to forget.
  }
}

/** The stored records with each stored file's data URL back in its attachment. */
async function snapshotOf({ world, files }: StoredWorld): Promise<unknown> {
  const models = (world as Partial<Snapshot> | null)?.models;
  if (typeof models !== 'object' || models === null || !Array.isArray(models.attachment)) {
    return world;
  }
  const attachments = [];
  for (const record of models.attachment as unknown[]) {
    const { id, url } = (record ?? {}) as { id?: unknown; url?: unknown };
    const file = typeof id === 'number' ? files.get(id) : undefined;
    if (url !== FILE_IN_STORAGE) attachments.push(record);
    // A record whose file is missing cannot be restored: the world is refused, and set aside.
    else if (!file) return null;
    else attachments.push({ ...(record as object), url: await blobToDataUrl(file) });
  }
  return { ...(world as object), models: { ...models, attachment: attachments } };
}

/**
 * Opens the demo's saved world: IndexedDB, with the localStorage of earlier versions to move over.
 * `run` runs long work (a restore or a seed) in steps, so the page stays responsive meanwhile.
 */
export function openSavedWorld({
  storage = indexedDbWorldStorage(),
  legacy = globalThis.localStorage ?? null,
  run = runInSteps,
}: {
  storage?: WorldStorage;
  legacy?: Storage | null;
  run?: <T>(steps: Steps<T>) => Promise<T>;
} = {}): SavedWorld {
  /** The attachments whose file the storage holds: a save writes only the new ones. */
  let storedFiles = new Set<number>();
  let saving: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function write(): Promise<void> {
    const snapshot = takeSnapshot();
    const newFiles = new Map<number, Blob>();
    const files = new Set<number>();
    snapshot.models.attachment = snapshot.models.attachment.map((record) => {
      const { id, url } = record as { id: number; url: string };
      if (!url.startsWith('data:')) return record;
      files.add(id);
      if (!storedFiles.has(id)) newFiles.set(id, dataUrlToBlob(url));
      return { ...record, url: FILE_IN_STORAGE };
    });
    const goneFiles = [...storedFiles].filter((id) => !files.has(id));
    await storage.write(snapshot, newFiles, goneFiles);
    storedFiles = files;
  }

  /** Saves after any save under way; true when the world was stored. */
  function saveReporting(): Promise<boolean> {
    const done = saving.then(write).then(
      () => true,
      (error: unknown) => {
        report('not-kept', error);
        return false;
      },
    );
    saving = done.then(() => undefined);
    return done;
  }

  async function seedAndSave(): Promise<'seeded'> {
    const { resetDbSteps } = await seedCode();
    // A fresh seed is the same world in every tab: not mirrored to them, as a restore is not.
    await run(withoutTabSyncSteps(resetDbSteps()));
    await saveReporting();
    return 'seeded';
  }

  async function setAside(value: unknown): Promise<void> {
    report(
      'set-aside',
      new Error('The saved demo data could not be read; starting from the seed.'),
    );
    try {
      await storage.setAside(value);
    } catch (error) {
      report('not-kept', error);
    }
  }

  async function load(): Promise<LoadOutcome> {
    let stored: StoredWorld | null = null;
    let readable = true;
    try {
      stored = await storage.read();
    } catch (error) {
      readable = false;
      report('not-kept', error);
    }
    if (stored) {
      if (await run(restoreSnapshotSteps(await snapshotOf(stored)))) {
        storedFiles = new Set(stored.files.keys());
        return 'restored';
      }
      await setAside({ world: stored.world, files: [...stored.files] });
      return seedAndSave();
    }
    const raw = readLocalStorageSnapshot(legacy);
    if (raw === null) return seedAndSave();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Unreadable text: set aside below, as any snapshot that does not restore.
    }
    if (await run(restoreSnapshotSteps(parsed))) {
      // Moved once: the localStorage copy goes only when the world is safely in IndexedDB.
      if (readable && (await saveReporting())) forgetLocalStorageSnapshot(legacy);
      return 'moved';
    }
    if (readable) {
      await setAside({ world: raw, files: [] });
      forgetLocalStorageSnapshot(legacy);
    } else {
      report('set-aside');
    }
    return seedAndSave();
  }

  const world: SavedWorld = {
    load,
    save: () => saveReporting().then(() => undefined),
    saveSoon() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void saveReporting();
      }, SAVE_DELAY_MS);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      void saveReporting();
    },
    async reset() {
      const { resetDb } = await seedCode();
      clearTimeout(timer);
      timer = undefined;
      await saving;
      forgetLocalStorageSnapshot(legacy);
      try {
        await storage.clear();
        reported.delete('set-aside');
      } catch (error) {
        report('not-kept', error);
      }
      storedFiles = new Set();
      // At once, not in steps: no request may meet a half-seeded db. Mirrored to the other tabs.
      resetDb();
      await saveReporting();
    },
  };
  active = world;
  return world;
}
