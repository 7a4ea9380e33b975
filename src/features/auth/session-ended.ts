import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { SESSION_ENDED_KEY } from '../../lib/storage-keys';

// Why the resident was signed out, kept for this tab (sessionStorage) until they sign in again:
// the login page says it, also after a reload, when the toast that first said it is long gone.
// Without storage the toast alone says it.

export function rememberSessionEnded(): void {
  writeStorage(SESSION_ENDED_KEY, '1', 'session');
}

export const hasSessionEnded = (): boolean => readStorage(SESSION_ENDED_KEY, 'session') !== null;

export function forgetSessionEnded(): void {
  removeStorage(SESSION_ENDED_KEY, 'session');
}
