// The demo keeps its db in localStorage: a snapshot must come back exactly, and a snapshot that is
// unreadable, of another version, of the wrong shape or forged must be discarded for the seed,
// without an exception. A full storage must not break the demo either.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDb, db, nextId } from './db';
import { dumpDb } from './handlers/test-utils';
import {
  clearSnapshot,
  loadOrSeed,
  resetDb,
  restoreSnapshot,
  saveSnapshot,
  SNAPSHOT_KEY,
  SNAPSHOT_VERSION,
  takeSnapshot,
  type Snapshot,
} from './persist';
import { SEED, seedDb } from './seed';

const NOW = Date.parse('2026-03-10T09:00:00.000Z');
const EDITED = 'Edited before the reload';

beforeEach(() => {
  // A re-seed by loadOrSeed is compared with a seed of the same clock.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // A db that differs from the seed, so that restoring it and re-seeding are told apart.
  db.post.update({ where: { id: { equals: SEED.demoPostId } }, data: { content: EDITED } });
});

afterEach(() => vi.useRealTimers());

const storedSnapshot = () => JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot;
const contentOf = (postId: number) =>
  db.post.findFirst({ where: { id: { equals: postId } } })?.content;

let seedAtNow: Record<string, unknown[]> | undefined;
/** The db as loaded, and the seed of NOW (made once: seeding is the slow part of this suite). */
function freshSeed() {
  const loaded = dumpDb();
  if (!seedAtNow) {
    clearDb();
    seedDb({ now: NOW });
    seedAtNow = dumpDb();
  }
  return { loaded, seed: seedAtNow };
}

/** A stub Storage whose every call fails, like a full or a disabled localStorage. */
function brokenStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

describe('a snapshot', () => {
  it('restores an equal db, through JSON', () => {
    const before = dumpDb();
    const snapshot: unknown = JSON.parse(JSON.stringify(takeSnapshot()));
    resetDb();
    expect(contentOf(SEED.demoPostId)).not.toBe(EDITED);

    expect(restoreSnapshot(snapshot)).toBe(true);
    expect(dumpDb()).toEqual(before);
    expect(contentOf(SEED.demoPostId)).toBe(EDITED);
  });

  it('lets new ids continue after the restored ones', () => {
    const snapshot = takeSnapshot();
    const highest = Math.max(...snapshot.models.post.map((post) => post.id as number));
    restoreSnapshot(JSON.parse(JSON.stringify(snapshot)));
    expect(nextId('post')).toBe(highest + 1);
  });

  it('is saved to storage and loaded back on the next start', () => {
    saveSnapshot(localStorage);
    const saved = dumpDb();
    expect(storedSnapshot()).toMatchObject({ version: SNAPSHOT_VERSION });

    resetDb();
    expect(loadOrSeed(localStorage)).toBe('restored');
    expect(dumpDb()).toEqual(saved);
  });

  it('is cleared from storage', () => {
    saveSnapshot(localStorage);
    clearSnapshot(localStorage);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(() => clearSnapshot(brokenStorage())).not.toThrow();
  });
});

type Edit = (snapshot: Snapshot & Record<string, unknown>) => unknown;
const models = (snapshot: Snapshot) => snapshot.models as Record<string, unknown[]>;
const firstRecord = (snapshot: Snapshot, name: 'post' | 'user' | 'like') =>
  snapshot.models[name][0] as Record<string, unknown>;

const BAD_SNAPSHOTS: Array<[string, Edit | string]> = [
  ['unreadable JSON', '{"version": 1, "models": {'],
  ['a bare string', '"hello"'],
  ['of an older version', (s) => ({ ...s, version: SNAPSHOT_VERSION - 1 })],
  ['of a newer version', (s) => ({ ...s, version: SNAPSHOT_VERSION + 1 })],
  ['without models', (s) => ({ version: s.version, savedAt: s.savedAt })],
  ['missing a model', (s) => delete models(s).comment],
  ['with a model that is not a list', (s) => (models(s).post = 'many posts' as never)],
  ['with a record that is not an object', (s) => models(s).like.push(null)],
  ['with a content that is an object', (s) => (firstRecord(s, 'post').content = { html: '<b>' })],
  ['with a string where a list belongs', (s) => (firstRecord(s, 'post').hashtags = '#Water')],
  ['with an object inside a list', (s) => (firstRecord(s, 'post').hashtags = [{}])],
  ['with a field missing', (s) => delete firstRecord(s, 'user').email],
  ['with a null counter', (s) => (firstRecord(s, 'post').likesCount = null)],
  ['with a field the model does not have', (s) => (firstRecord(s, 'user').isAdmin = true)],
  ['with two records of one id', (s) => models(s).like.push({ ...firstRecord(s, 'like') })],
];

/** The saved snapshot with one edit, as the text storage would hold. */
function badSnapshotText(edit: Edit | string): string {
  if (typeof edit === 'string') return edit;
  const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as Snapshot & Record<string, unknown>;
  const edited = edit(snapshot);
  return JSON.stringify(typeof edited === 'object' && edited !== null ? edited : snapshot);
}

describe('a bad snapshot', () => {
  it.each(BAD_SNAPSHOTS)('%s is discarded for the seed', (_name, edit) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SNAPSHOT_KEY, badSnapshotText(edit));

    expect(loadOrSeed(localStorage)).toBe('seeded');
    const { loaded, seed } = freshSeed();
    expect(loaded).toEqual(seed);
    expect(warn).toHaveBeenCalledWith(
      '[mock backend] The saved demo data could not be read; starting from the seed.',
    );
    // The seed replaced the bad snapshot, so the next start restores it.
    expect(storedSnapshot().version).toBe(SNAPSHOT_VERSION);
    expect(restoreSnapshot(storedSnapshot())).toBe(true);
  });

  it('with a __proto__ key is discarded and pollutes nothing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // JSON.parse makes "__proto__" an own key, which is how a forged snapshot arrives.
    const forged = JSON.stringify(takeSnapshot()).replace(
      '"content":',
      '"__proto__":{"polluted":true},"content":',
    );
    expect(forged).toContain('__proto__');
    localStorage.setItem(SNAPSHOT_KEY, forged);

    expect(loadOrSeed(localStorage)).toBe('seeded');
    expect(contentOf(SEED.demoPostId)).not.toBe(EDITED);
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(db.post.getAll().some((post) => 'polluted' in post)).toBe(false);
  });

  it.each(BAD_SNAPSHOTS)('%s is refused by restoreSnapshot, the db untouched', (_name, edit) => {
    const before = dumpDb();
    let parsed: unknown;
    try {
      parsed = JSON.parse(badSnapshotText(edit));
    } catch {
      parsed = undefined;
    }
    expect(restoreSnapshot(parsed)).toBe(false);
    expect(dumpDb()).toEqual(before);
  });

  it('is no reason to throw when there is none at all', () => {
    expect(loadOrSeed(localStorage)).toBe('seeded');
    expect(contentOf(SEED.demoPostId)).not.toBe(EDITED);
    expect(storedSnapshot().version).toBe(SNAPSHOT_VERSION);
  });
});

describe('a storage that fails', () => {
  it('does not stop saving from returning; the db stays in memory', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = dumpDb();
    expect(() => saveSnapshot(brokenStorage())).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      '[mock backend] Could not save the demo data',
      expect.any(DOMException),
    );
    expect(dumpDb()).toEqual(before);
  });

  it('does not stop loading: the seed is used', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadOrSeed(brokenStorage())).toBe('seeded');
    const { loaded, seed } = freshSeed();
    expect(loaded).toEqual(seed);
  });

  it('that is only full still gives back what it holds', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveSnapshot(localStorage);
    const saved = dumpDb();
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    resetDb();
    expect(loadOrSeed(localStorage)).toBe('restored');
    expect(dumpDb()).toEqual(saved);
  });
});
