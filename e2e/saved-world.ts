// The demo's saved world as the page keeps it (IndexedDB: mocks/world-storage.ts), for the browser
// tests and the bench. Raw IndexedDB in the page: the app's own modules are not reachable from a
// test, and the layout is the one idb-keyval writes (one object store, plain keys).
import type { Page } from 'playwright-core';
import type { Snapshot } from '../mocks/persist';
import { WORLD_DATABASE, WORLD_KEY, WORLD_STORE } from '../mocks/world-storage';

type StoreCall = 'get' | 'put' | 'clear';

/** Files of random bytes (nothing for storage to compress), made in the page: key and size. */
export type RandomFiles = ReadonlyArray<readonly [key: string, bytes: number]>;

/**
 * One transaction on the demo's store in the page: read `key`, or put `value` under it (with any
 * `files` as Blobs beside it), or clear the store. Values must be JSON; resolves to what was read.
 */
function inStore<T>(
  page: Page,
  call: StoreCall,
  key?: string,
  value?: unknown,
  files: RandomFiles = [],
): Promise<T> {
  return page.evaluate(
    ([database, store, call, key, value, files]) =>
      new Promise<T>((resolve, reject) => {
        const blobs = files.map(([, bytes]) => {
          const data = new Uint8Array(bytes);
          // getRandomValues fills at most 64 kB at a time.
          for (let start = 0; start < bytes; start += 65536) {
            crypto.getRandomValues(data.subarray(start, start + 65536));
          }
          return new Blob([data], { type: 'image/png' });
        });
        const opening = indexedDB.open(database);
        // As idb-keyval does when it opens the database first.
        opening.onupgradeneeded = () => opening.result.createObjectStore(store);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const connection = opening.result;
          const transaction = connection.transaction(
            store,
            call === 'get' ? 'readonly' : 'readwrite',
          );
          const objects = transaction.objectStore(store);
          files.forEach(([fileKey], index) => objects.put(blobs[index], fileKey));
          const request =
            call === 'get'
              ? objects.get(key!)
              : call === 'put'
                ? objects.put(value, key!)
                : objects.clear();
          transaction.onerror = () => reject(transaction.error);
          transaction.oncomplete = () => {
            connection.close();
            resolve(request.result as T);
          };
        };
      }),
    [WORLD_DATABASE, WORLD_STORE, call, key, value, files] as const,
  );
}

/** The world the demo saved last, or undefined before its first save. */
export const savedWorld = (page: Page) => inStore<Snapshot | undefined>(page, 'get', WORLD_KEY);

/**
 * Saves `world` as the demo would have, with `files` of random bytes for its attachments (keys
 * from fileKey): the next page of the origin restores it.
 */
export const putSavedWorld = (page: Page, world: Snapshot, files?: RandomFiles) =>
  inStore<unknown>(page, 'put', WORLD_KEY, world, files);

/** Forgets everything the demo saved in this origin. */
export const clearSavedWorld = (page: Page) => inStore<unknown>(page, 'clear');
