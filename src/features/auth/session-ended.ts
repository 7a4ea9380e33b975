import { SESSION_ENDED_KEY } from '../../lib/storage-keys';

// Why the resident was signed out, kept for this tab (sessionStorage) until they sign in again:
// the login page says it, also after a reload, when the toast that first said it is long gone.

export function rememberSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // No storage: the toast alone says it.
  }
}

export function hasSessionEnded(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
