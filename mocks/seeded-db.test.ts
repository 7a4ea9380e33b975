// Undoing a test's writes must give exactly the seeded db: the same records in the same order, the
// same next ids, and a fresh seed once the last one is too old.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDb, db, MODEL_NAMES, nextId } from './db';
import { writeCount } from './db-store';
import { takeSnapshot } from './persist';
import { seedDb } from './seed';
import { restoreSeededDb, SEED_REUSE_MS } from './seeded-db';

/** Every model's records, in the order getAll() gives them. */
const everything = () => takeSnapshot().models;

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Stops the clock, so the last seed cannot grow SEED_REUSE_MS old between two of a test's restores:
 * on a busy machine it once did, and the second restore seeded afresh.
 */
const stopClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

describe('restoreSeededDb', () => {
  it('undoes creates, updates and deletes, the order of the records included', () => {
    stopClock();
    restoreSeededDb();
    const seeded = everything();
    const [first, middle] = [db.post.getAll()[0], db.post.getAll()[5]];

    db.post.update({ where: { id: { equals: first.id } }, data: { likesCount: 99 } });
    db.post.delete({ where: { id: { equals: middle.id } } });
    db.post.create({ ...middle, content: 'put back at the end' });
    db.session.create({ token: 'a-test-session', userId: 1 });
    db.follow.deleteMany({ where: {} });
    // A primary key changed by an update: the library deletes the old key and sets the new one.
    db.group.update({ where: { id: { equals: 1 } }, data: { id: 900 } });
    expect(everything()).not.toEqual(seeded);

    restoreSeededDb();
    expect(everything()).toEqual(seeded);
    expect(db.post.getAll().map((post) => post.id)).toEqual(seeded.post.map((post) => post.id));
    expect(db.post.findFirst({ where: { id: { equals: first.id } } })).toEqual(first);
    expect(db.group.findFirst({ where: { id: { equals: 900 } } })).toBeNull();
  });

  it('undoes a whole new seed of the db, and gives the ids the next seeded record would get', () => {
    stopClock();
    restoreSeededDb();
    const seeded = everything();
    const nextIds = MODEL_NAMES.filter((name) => name !== 'session').map((name) => {
      const id = nextId(name);
      restoreSeededDb();
      return id;
    });

    clearDb();
    seedDb({ now: Date.now() - 3 * 86_400_000 });
    nextId('post');
    restoreSeededDb();
    expect(everything()).toEqual(seeded);
    expect(MODEL_NAMES.filter((name) => name !== 'session').map((name) => nextId(name))).toEqual(
      nextIds,
    );
  });

  it('puts back records changed in place where they were, and writes nothing when none was', () => {
    stopClock();
    restoreSeededDb();
    const seeded = everything();
    const posts = db.post.getAll().slice(0, 3);
    for (const post of posts) {
      db.post.update({ where: { id: { equals: post.id } }, data: { content: 'changed' } });
    }
    db.user.update({ where: { id: { equals: 1 } }, data: { bio: 'changed' } });

    restoreSeededDb();
    expect(everything()).toEqual(seeded);
    const written = writeCount();
    restoreSeededDb();
    expect(writeCount()).toBe(written);
  });

  it('changes the write count, so what the backend derived from the records is derived again', () => {
    stopClock();
    restoreSeededDb();
    db.post.delete({ where: { id: { equals: db.post.getAll()[0].id } } });
    const afterDelete = writeCount();
    restoreSeededDb();
    expect(writeCount()).not.toBe(afterDelete);
  });

  it('seeds afresh, as of the current time, once the last seed is SEED_REUSE_MS old', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seedTime = Date.now() + 86_400_000;
    vi.setSystemTime(seedTime);
    restoreSeededDb();
    const createdAt = () => Date.parse(db.post.getAll()[0].createdAt);
    const seededAt = createdAt();

    vi.setSystemTime(seedTime + SEED_REUSE_MS - 1);
    restoreSeededDb();
    expect(createdAt()).toBe(seededAt);

    vi.setSystemTime(seedTime + SEED_REUSE_MS);
    restoreSeededDb();
    expect(createdAt()).toBe(seededAt + SEED_REUSE_MS);
  });
});
