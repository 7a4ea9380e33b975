// The demo keeps its world in IndexedDB, which jsdom lacks: fake-indexeddb, an in-memory one, runs
// the demo's own storage code in the tests. IndexedDB stores Blobs by structured clone, which
// clones Node's Blob and not jsdom's: Node's stands in while a test uses the fake, and jsdom's
// FileReader, which reads only jsdom's, steps aside (the demo's code then encodes by hand).
import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetSavedWorld, openSavedWorld, type SavedWorld } from '../../mocks/saved-world';
import { runNow, type Steps } from '../../mocks/steps';
import { indexedDbWorldStorage, type WorldStorage } from '../../mocks/world-storage';

/** A new, empty IndexedDB for each test of the file; no saved world outlives its test. */
export function withFakeIndexedDb(): void {
  beforeEach(() => {
    forgetSavedWorld();
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('FileReader', undefined);
  });
  afterEach(() => {
    forgetSavedWorld();
    vi.unstubAllGlobals();
  });
}

/** Work in steps run at once: the tests need the outcome, not the page's turns. */
const runAtOnce = <T>(steps: Steps<T>) => Promise.resolve(runNow(steps));

/** The demo's saved world over this test's IndexedDB (withFakeIndexedDb) or the given storage. */
export function openTestWorld(storage: WorldStorage = indexedDbWorldStorage()): SavedWorld {
  return openSavedWorld({ storage, legacy: localStorage, run: runAtOnce });
}

/** A storage that refuses everything, as a browser in private mode or with a full disk does. */
export function refusingStorage(): WorldStorage {
  const refuse = () =>
    Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  return { read: refuse, write: refuse, setAside: refuse, clear: refuse };
}
