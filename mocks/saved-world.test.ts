// The demo's world survives a reload in IndexedDB: every record back exactly, uploaded files kept
// as Blobs (written once), a localStorage world of earlier versions moved over once, a world that
// cannot be read set aside (not replaced) with the resident told, and a storage that refuses
// everything told once while the demo goes on in memory.
import { createStore, get, set, del, type UseStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAD_SNAPSHOTS, badSnapshotText } from '../src/testing/bad-snapshots';
import { openTestWorld, refusingStorage, withFakeIndexedDb } from '../src/testing/fake-indexed-db';
import { db, nextId } from './db';
import { resetDemoData } from './demo-controls';
import { dumpDb } from './handlers/test-utils';
import { restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot, type Snapshot } from './persist';
import { resetDb } from './reset-db';
import {
  activeSavedWorld,
  FILE_IN_STORAGE,
  LOCAL_STORAGE_SNAPSHOT_KEY,
  onStorageProblem,
  storageProblems,
} from './saved-world';
import { SEED } from './seed';
import {
  fileKey,
  indexedDbWorldStorage,
  SET_ASIDE_KEY,
  WORLD_DATABASE,
  WORLD_KEY,
  WORLD_STORE,
} from './world-storage';

const NOW = Date.parse('2026-03-10T09:00:00.000Z');
const EDITED = 'Edited before the reload';
const MB = 1024 * 1024;

withFakeIndexedDb();

let raw: UseStore;
beforeEach(() => {
  // A re-seed is compared with a seed of the same clock.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  raw = createStore(WORLD_DATABASE, WORLD_STORE);
  // A db that differs from the seed, so that restoring it and re-seeding are told apart.
  db.post.update({ where: { id: { equals: SEED.demoPostId } }, data: { content: EDITED } });
});
afterEach(() => vi.useRealTimers());

let seedAtNow: Record<string, unknown[]> | undefined;
/** The seed of NOW (made once: seeding is the slow part of this suite); the db left as it was. */
function seedOfNow() {
  if (!seedAtNow) {
    const current = takeSnapshot();
    resetDb(NOW);
    seedAtNow = dumpDb();
    restoreSnapshot(current);
  }
  return seedAtNow;
}

/** A data URL of `bytes` bytes of a PNG-typed file. */
function pngDataUrl(bytes: number, fill = 7): string {
  return `data:image/png;base64,${Buffer.alloc(bytes, fill).toString('base64')}`;
}

function attach(bytes: number, fill?: number) {
  return db.attachment.create({
    id: nextId('attachment'),
    name: 'leak.png',
    mimeType: 'image/png',
    size: bytes,
    kind: 'image',
    url: pngDataUrl(bytes, fill),
    uploaderId: SEED.demoUserId,
    createdAt: new Date(NOW).toISOString(),
  });
}

const storedWorld = () => get<Snapshot>(WORLD_KEY, raw);

describe('the saved world', () => {
  it('comes back exactly on the next start', async () => {
    await openTestWorld().save();
    const saved = dumpDb();
    resetDb();
    expect(db.post.findFirst({ where: { id: { equals: SEED.demoPostId } } })?.content).not.toBe(
      EDITED,
    );

    expect(await openTestWorld().load()).toBe('restored');
    expect(dumpDb()).toEqual(saved);
  });

  it('keeps each uploaded file as a Blob beside the records, written once', async () => {
    const files = [attach(MB, 1), attach(MB, 2), attach(2 * MB, 3)];
    const storage = indexedDbWorldStorage();
    const write = vi.spyOn(storage, 'write');
    const world = openTestWorld(storage);
    await world.save();

    const stored = (await storedWorld())!;
    expect(stored.models.attachment.map((record) => record.url)).toEqual(
      files.map(() => FILE_IN_STORAGE),
    );
    // The records hold no base64 text: the files are a third smaller as bytes.
    expect(JSON.stringify(stored).length).toBeLessThan(MB);
    for (const file of files) {
      const blob = await get<Blob>(fileKey(file.id), raw);
      expect(blob).toBeInstanceOf(Blob);
      expect(blob!.size).toBe(file.size);
      expect(blob!.type).toBe('image/png');
    }

    db.post.update({ where: { id: { equals: SEED.demoPostId } }, data: { content: 'Again' } });
    await world.save();
    expect(write).toHaveBeenCalledTimes(2);
    expect(write.mock.calls[1][1].size).toBe(0);

    const saved = dumpDb();
    resetDb();
    expect(await openTestWorld().load()).toBe('restored');
    expect(dumpDb()).toEqual(saved);
    expect(db.attachment.findFirst({ where: { id: { equals: files[2].id } } })?.url).toBe(
      pngDataUrl(2 * MB, 3),
    );
  });

  it('forgets the file of an attachment that is gone', async () => {
    const kept = attach(1000, 1);
    const gone = attach(1000, 2);
    const world = openTestWorld();
    await world.save();
    db.attachment.delete({ where: { id: { equals: gone.id } } });
    await world.save();
    expect(await get(fileKey(gone.id), raw)).toBeUndefined();
    expect(await get(fileKey(kept.id), raw)).toBeInstanceOf(Blob);
  });

  it('saves the writes of a moment once, and at once when the page goes away', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
    const storage = indexedDbWorldStorage();
    const write = vi.spyOn(storage, 'write');
    const world = openTestWorld(storage);
    world.saveSoon();
    world.saveSoon();
    world.saveSoon();
    expect(write).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(write).toHaveBeenCalledTimes(1);

    world.saveSoon();
    world.flush();
    expect(write).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(2));
    await vi.runAllTimersAsync();
    expect(write).toHaveBeenCalledTimes(2);
  });
});

describe('a world saved in localStorage by an earlier version', () => {
  it('moves over once, every record kept, files as Blobs', async () => {
    const photo = attach(3000, 4);
    localStorage.setItem(LOCAL_STORAGE_SNAPSHOT_KEY, JSON.stringify(takeSnapshot()));
    const before = dumpDb();
    resetDb();

    expect(await openTestWorld().load()).toBe('moved');
    expect(dumpDb()).toEqual(before);
    expect(localStorage.getItem(LOCAL_STORAGE_SNAPSHOT_KEY)).toBeNull();
    expect((await get<Blob>(fileKey(photo.id), raw))?.size).toBe(3000);

    resetDb();
    expect(await openTestWorld().load()).toBe('restored');
    expect(dumpDb()).toEqual(before);
    expect(storageProblems()).toEqual([]);
  });

  it('stays in localStorage while IndexedDB refuses it', async () => {
    const text = JSON.stringify(takeSnapshot());
    localStorage.setItem(LOCAL_STORAGE_SNAPSHOT_KEY, text);
    const before = dumpDb();
    resetDb();

    expect(await openTestWorld(refusingStorage()).load()).toBe('moved');
    expect(dumpDb()).toEqual(before);
    expect(localStorage.getItem(LOCAL_STORAGE_SNAPSHOT_KEY)).toBe(text);
    expect(storageProblems()).toEqual(['not-kept']);
  });

  it.each(BAD_SNAPSHOTS)('%s is set aside for the seed, the resident told', async (_name, edit) => {
    const text = badSnapshotText(edit);
    const seed = seedOfNow();
    localStorage.setItem(LOCAL_STORAGE_SNAPSHOT_KEY, text);
    const told = vi.fn();
    onStorageProblem(told);

    expect(await openTestWorld().load()).toBe('seeded');
    expect(dumpDb()).toEqual(seed);
    expect(told).toHaveBeenCalledExactlyOnceWith('set-aside');
    expect(await get(SET_ASIDE_KEY, raw)).toEqual({ world: text, files: [] });
    expect(localStorage.getItem(LOCAL_STORAGE_SNAPSHOT_KEY)).toBeNull();
    // The seed was saved in its place: the next start restores it.
    expect((await storedWorld())?.version).toBe(SNAPSHOT_VERSION);
    db.post.deleteMany({ where: {} });
    expect(await openTestWorld().load()).toBe('restored');
    expect(dumpDb()).toEqual(seed);
  });
});

describe('a saved world that cannot be read', () => {
  it.each([
    {
      damage: 'of another version',
      apply: (world: Snapshot) => set(WORLD_KEY, { ...world, version: 1 }, raw),
      filesKept: 1,
    },
    {
      damage: 'missing a file',
      apply: (_world: Snapshot, fileId: number) => del(fileKey(fileId), raw),
      filesKept: 0,
    },
  ])('($damage) is set aside with its files, not replaced', async ({ apply, filesKept }) => {
    const photo = attach(2000, 5);
    await openTestWorld().save();
    const world = (await storedWorld())!;
    await apply(world, photo.id);
    const damaged = (await storedWorld())!;
    const told = vi.fn();
    onStorageProblem(told);

    expect(await openTestWorld().load()).toBe('seeded');
    expect(dumpDb()).toEqual(seedOfNow());
    expect(told).toHaveBeenCalledExactlyOnceWith('set-aside');
    const setAside = await get<{ world: unknown; files: [number, Blob][] }>(SET_ASIDE_KEY, raw);
    expect(setAside?.world).toEqual(damaged);
    expect(setAside?.files.map(([id]) => id)).toEqual(filesKept ? [photo.id] : []);
    expect(await get(fileKey(photo.id), raw)).toBeUndefined();
    expect((await storedWorld())?.models.post).toHaveLength(db.post.count());
  });
});

describe('a storage that refuses', () => {
  it('leaves the demo working in memory, the resident told once', async () => {
    const told = vi.fn();
    onStorageProblem(told);
    const world = openTestWorld(refusingStorage());

    expect(await world.load()).toBe('seeded');
    expect(dumpDb()).toEqual(seedOfNow());
    db.post.update({ where: { id: { equals: SEED.demoPostId } }, data: { content: EDITED } });
    await world.save();
    await world.save();
    expect(told).toHaveBeenCalledExactlyOnceWith('not-kept');
    expect(db.post.findFirst({ where: { id: { equals: SEED.demoPostId } } })?.content).toBe(EDITED);
  });

  it('when only full, tells on the first write it refuses', async () => {
    const storage = indexedDbWorldStorage();
    const world = openTestWorld(storage);
    expect(await world.load()).toBe('seeded');
    vi.spyOn(storage, 'write').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    expect(storageProblems()).toEqual([]);
    await world.save();
    expect(storageProblems()).toEqual(['not-kept']);
  });

  it('tells a problem met before anyone listened to the first listener only', async () => {
    await openTestWorld(refusingStorage()).load();
    const first = vi.fn();
    const second = vi.fn();
    onStorageProblem(first)();
    onStorageProblem(second);
    expect(first).toHaveBeenCalledExactlyOnceWith('not-kept');
    expect(second).not.toHaveBeenCalled();
  });
});

describe('Reset demo data', () => {
  it('forgets everything stored, a world set aside and its notice too, and saves the seed', async () => {
    localStorage.setItem(LOCAL_STORAGE_SNAPSHOT_KEY, 'not a world');
    await openTestWorld().load();
    const photo = attach(2000, 6);
    await activeSavedWorld()!.save();
    expect(await get(fileKey(photo.id), raw)).toBeInstanceOf(Blob);
    expect(storageProblems()).toEqual(['set-aside']);

    await resetDemoData();
    expect(await get(SET_ASIDE_KEY, raw)).toBeUndefined();
    expect(await get(fileKey(photo.id), raw)).toBeUndefined();
    expect((await storedWorld())?.models.post).toHaveLength(db.post.count());
    expect(storageProblems()).toEqual([]);
    expect(dumpDb()).toEqual(seedOfNow());
  });
});
