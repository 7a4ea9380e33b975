import type { User } from '../../api/types';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { STORED_USER_KEY } from '../../lib/storage-keys';

function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return (
    typeof user.id === 'number' &&
    Number.isSafeInteger(user.id) &&
    typeof user.fullName === 'string' &&
    typeof user.username === 'string'
  );
}

/**
 * The signed-in user is JSON under `user`; a value that cannot be read is removed
 * (docs/product.md#browser-storage).
 */
export function readStoredUser(): User | null {
  const raw = readStorage(STORED_USER_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (looksLikeUser(parsed)) return parsed;
    throw new Error('Stored user has the wrong shape');
  } catch (error) {
    console.error('Error parsing stored user', error);
    removeStorage(STORED_USER_KEY);
    return null;
  }
}

export function storeUser(user: User | null): void {
  if (user) writeStorage(STORED_USER_KEY, JSON.stringify(user));
  else removeStorage(STORED_USER_KEY);
}
