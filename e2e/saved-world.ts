// The demo's saved world as the page keeps it (IndexedDB: mocks/world-storage.ts), for the browser
// tests and the bench. Raw IndexedDB in the page: the app's own modules are not reachable from a
// test, and the layout is the one idb-keyval writes (one object store, plain keys).
import type { Page } from 'playwright-core';
import type { Snapshot } from '../mocks/persist';
import { WORLD_DATABASE, WORLD_KEY, WORLD_STORE } from '../mocks/world-storage';

type StoreCall = 'get' | 'put' | 'clear';

/** One request to the demo's store in the page; resolves to its result (values must be JSON). */
function inStore<T>(page: Page, call: StoreCall, key?: string, value?: unknown): Promise<T> {
  return page.evaluate(
    ([database, store, call, key, value]) =>
      new Promise<T>((resolve, reject) => {
        const opening = indexedDB.open(database);
        // As idb-keyval does when it opens the database first.
        opening.onupgradeneeded = () => opening.result.createObjectStore(store);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const connection = opening.result;
          const objects = connection
            .transaction(store, call === 'get' ? 'readonly' : 'readwrite')
            .objectStore(store);
          const request =
            call === 'get'
              ? objects.get(key!)
              : call === 'put'
                ? objects.put(value, key!)
                : objects.clear();
          request.onerror = () => reject(request.error);
          request.transaction!.oncomplete = () => {
            connection.close();
            resolve(request.result as T);
          };
        };
      }),
    [WORLD_DATABASE, WORLD_STORE, call, key, value] as const,
  );
}

/** The world the demo saved last, or undefined before its first save. */
export const savedWorld = (page: Page) => inStore<Snapshot | undefined>(page, 'get', WORLD_KEY);

/** Saves `world` as the demo would have: the next page of the origin restores it. */
export const putSavedWorld = (page: Page, world: Snapshot) =>
  inStore<unknown>(page, 'put', WORLD_KEY, world);

/** Forgets everything the demo saved in this origin. */
export const clearSavedWorld = (page: Page) => inStore<unknown>(page, 'clear');
