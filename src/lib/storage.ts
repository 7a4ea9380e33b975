// Browser storage that never throws: private modes and full quotas must not break the app.
// `local` lasts across visits; `session` lasts as long as the tab.

type Area = 'local' | 'session';
// Read when used: reaching the storage itself can throw where the browser refuses it.
const storageOf = (area: Area) => (area === 'session' ? sessionStorage : localStorage);

export function readStorage(key: string, area: Area = 'local'): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: Area = 'local'): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Every key in storage (none when it is unavailable). */
export function storageKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  } catch {
    return [];
  }
}

export function removeStorage(key: string, area: Area = 'local'): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
