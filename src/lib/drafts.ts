import { DRAFT_KEY_PREFIX } from './storage-keys';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

// Unsent text survives a failed call and a reload (docs/product.md#drafts). A draft is JSON under
// `draft:<kind>:<owner>:<place>`; what comes back from storage is untrusted (another tab, an older
// version, a hand-edited value), so every reader validates it and drops what it cannot use.

/** `draft:` plus the parts joined by ':', e.g. draftKey('post', userId, 'feed'). */
export function draftKey(...parts: Array<string | number>): string {
  return `${DRAFT_KEY_PREFIX}${parts.join(':')}`;
}

/**
 * The stored draft as `parse` accepts it, or null. Unreadable JSON, or a value `parse` rejects
 * (returns null or throws), is removed so it cannot trouble the next read either.
 */
export function readDraft<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    const parsed = parse(JSON.parse(raw) as unknown);
    if (parsed !== null) return parsed;
  } catch {
    // Not JSON, or not a shape `parse` understands: treated as no draft.
  }
  removeStorage(key);
  return null;
}

export function writeDraft(key: string, value: unknown): void {
  writeStorage(key, JSON.stringify(value));
}

export function clearDraft(key: string): void {
  removeStorage(key);
}

/**
 * Removes every draft of one resident (`draft:<kind>:<owner>:<place>…`) as they sign out, and the
 * comment drafts of earlier versions (`draft:comment:<post>`), which name no owner.
 */
export function clearDraftsOf(ownerId: number): void {
  const owner = String(ownerId);
  for (const key of storageKeys()) {
    if (!key.startsWith(DRAFT_KEY_PREFIX)) continue;
    const parts = key.split(':');
    if (parts.length < 4 || parts[2] === owner) removeStorage(key);
  }
}

/** Helpers for `parse` functions. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored string field, cut to `max` characters; '' for anything that is not a string. */
export function draftText(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** A stored id field: a positive whole number, else null. */
export function draftId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
