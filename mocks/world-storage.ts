// Where the demo keeps its world between visits: IndexedDB, through idb-keyval. localStorage held
// about 5 MB and a few photos filled it (docs/decisions.md#the-demo-keeps-its-world-in-indexeddb).
// One store: the world's records under WORLD_KEY, each uploaded file as a Blob under its own key
// (written once, not with every save), and a world that could not be read under SET_ASIDE_KEY.
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

export const WORLD_DATABASE = 'vasundhara-connect';
export const WORLD_STORE = 'mock-db';
export const WORLD_KEY = 'world';
export const SET_ASIDE_KEY = 'set-aside';
const FILE_KEY_PREFIX = 'file:';

export const fileKey = (attachmentId: number) => `${FILE_KEY_PREFIX}${attachmentId}`;

export interface StoredWorld {
  /** What was saved under WORLD_KEY: checked by persist.ts before anything of it is used. */
  world: unknown;
  /** The saved files by attachment id. */
  files: Map<number, Blob>;
}

/** What the demo needs of a storage; tests give it a refusing one. */
export interface WorldStorage {
  /** The saved world, or null when nothing is saved. */
  read(): Promise<StoredWorld | null>;
  /** The world and its new files in one transaction (all or nothing); files gone are deleted. */
  write(world: unknown, newFiles: Map<number, Blob>, goneFiles: number[]): Promise<void>;
  /** Keeps what could not be read under its own key, and forgets the world and its files. */
  setAside(value: unknown): Promise<void>;
  /** Forgets everything, a world set aside too. */
  clear(): Promise<void>;
}

function fileIdOf(key: IDBValidKey): number | null {
  if (typeof key !== 'string' || !key.startsWith(FILE_KEY_PREFIX)) return null;
  const id = Number(key.slice(FILE_KEY_PREFIX.length));
  return Number.isInteger(id) ? id : null;
}

/** Every key of the store but the set-aside world. */
async function savedKeys(store: IDBObjectStore): Promise<IDBValidKey[]> {
  const keys = await promisifyRequest(store.getAllKeys());
  return keys.filter((key) => key !== SET_ASIDE_KEY);
}

/** The world's storage in this browser's IndexedDB; the database opens on first use. */
export function indexedDbWorldStorage(
  openStore: () => UseStore = () => createStore(WORLD_DATABASE, WORLD_STORE),
): WorldStorage {
  let store: UseStore | undefined;
  // Async, so a browser that refuses IndexedDB outright (opening throws) rejects like any refusal.
  const inStore: UseStore = async (mode, callback) => (store ??= openStore())(mode, callback);
  return {
    read: () =>
      inStore('readonly', async (objects) => {
        const files = IDBKeyRange.bound(FILE_KEY_PREFIX, `${FILE_KEY_PREFIX}\uffff`);
        const [world, fileKeys, fileValues] = await Promise.all([
          promisifyRequest(objects.get(WORLD_KEY)),
          promisifyRequest(objects.getAllKeys(files)),
          promisifyRequest(objects.getAll(files)),
        ]);
        if (world === undefined) return null;
        const byId = new Map<number, Blob>();
        fileKeys.forEach((key, index) => {
          const id = fileIdOf(key);
          const file: unknown = fileValues[index];
          if (id !== null && file instanceof Blob) byId.set(id, file);
        });
        return { world: world as unknown, files: byId };
      }),
    write: (world, newFiles, goneFiles) =>
      inStore('readwrite', (objects) => {
        for (const [id, file] of newFiles) objects.put(file, fileKey(id));
        for (const id of goneFiles) objects.delete(fileKey(id));
        objects.put(world, WORLD_KEY);
        return promisifyRequest(objects.transaction);
      }),
    setAside: (value) =>
      inStore('readwrite', async (objects) => {
        for (const key of await savedKeys(objects)) objects.delete(key);
        objects.put(value, SET_ASIDE_KEY);
        return promisifyRequest(objects.transaction);
      }),
    clear: () =>
      inStore('readwrite', (objects) => {
        objects.clear();
        return promisifyRequest(objects.transaction);
      }),
  };
}
