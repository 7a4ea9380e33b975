// The layer over the library's models (db-store.ts) must answer a lookup by primary key exactly as
// the library would after any write, count every write, and keep the library's own tab sync off.
import { factory, primaryKey } from '@mswjs/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { likePost } from '../src/api/interactions';
import { listPosts } from '../src/api/posts';
import { loginAs } from '../src/testing/session';
import { db, nextId } from './db';
import {
  keptUntilWrite,
  onChange,
  storeOver,
  withoutBroadcastChannel,
  writeCount,
  type Change,
} from './db-store';
import { SEED } from './seed';

const anyPost = () => db.post.getAll().find((post) => post.groupId === null)!;
const byId = (id: number) => ({ where: { id: { equals: id } } });

/** A db of its own, wrapped as db.ts wraps the app's. */
function smallDb() {
  const { item } = storeOver(
    withoutBroadcastChannel(() =>
      factory({ item: { id: primaryKey(Number), code: String, score: Number } }),
    ),
    () => 'id',
  );
  for (const [id, code] of [
    [1, 'a'],
    [2, 'b'],
    [3, 'c'],
  ] as const) {
    item.create({ id, code, score: id });
  }
  return item;
}

/** What the index answers for each id against what the library's own scan (findMany) finds. */
function lookups(model: ReturnType<typeof smallDb>, ids: number[]) {
  return ids.map((id) => [model.findFirst(byId(id)), model.findMany(byId(id))[0] ?? null]);
}
const expectSameAsLibrary = (model: ReturnType<typeof smallDb>, ids: number[]) => {
  for (const [indexed, scanned] of lookups(model, ids)) expect(indexed).toBe(scanned);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lookups by primary key', () => {
  it('finds the stored record, and null for a missing one', () => {
    const post = anyPost();
    expect(db.post.findFirst(byId(post.id))).toBe(post);
    expect(db.post.findFirst(byId(999_999))).toBeNull();
    expect(() => db.post.findFirst({ ...byId(999_999), strict: true })).toThrow(/no entity found/);
  });

  it('keeps the other conditions of a query', () => {
    const post = anyPost();
    const query = { where: { id: { equals: post.id }, authorId: { equals: post.authorId + 1 } } };
    expect(db.post.findFirst(query)).toBeNull();
  });

  it('finds sessions by token', () => {
    const token = 'token-under-test';
    db.session.create({ token, userId: SEED.demoUserId });
    expect(db.session.findFirst({ where: { token: { equals: token } } })?.userId).toBe(
      SEED.demoUserId,
    );
  });

  it('answers with the new state after an update, a delete and a create', () => {
    const post = anyPost();
    db.post.update({ ...byId(post.id), data: { likesCount: (likes: number) => likes + 5 } });
    expect(db.post.findFirst(byId(post.id))?.likesCount).toBe(post.likesCount + 5);
    expect(db.post.findFirst(byId(post.id))).toBe(db.post.findMany(byId(post.id))[0]);

    db.post.delete(byId(post.id));
    expect(db.post.findFirst(byId(post.id))).toBeNull();

    const again = db.post.create({ ...post, content: 'back again' });
    expect(db.post.findFirst(byId(post.id))).toBe(again);
  });

  it('answers as the library after writes to many records and to primary keys', () => {
    const item = smallDb();
    item.updateMany({ where: { score: { gte: 2 } }, data: { code: 'many' } });
    expectSameAsLibrary(item, [1, 2, 3]);
    expect(item.findFirst(byId(3))?.code).toBe('many');

    item.update({ ...byId(1), data: { id: 10 } });
    expectSameAsLibrary(item, [1, 2, 3, 10]);
    expect(item.findFirst(byId(1))).toBeNull();
    expect(item.findFirst(byId(10))?.code).toBe('a');

    item.deleteMany({ where: { code: { equals: 'many' } } });
    expectSameAsLibrary(item, [2, 3, 10]);
    expect(item.findFirst(byId(2))).toBeNull();
  });

  it('answers as the library after a write that fails half-way', () => {
    const item = smallDb();
    // The library updates the records in turn and refuses the second new id 20 (a duplicate).
    expect(() => item.updateMany({ where: { score: { gte: 2 } }, data: { id: 20 } })).toThrow(
      /already exists/,
    );
    expectSameAsLibrary(item, [1, 2, 3, 20]);
    expect(item.findFirst(byId(20))).not.toBeNull();
  });
});

describe('the count of writes', () => {
  it('changes with every record written', () => {
    const item = smallDb();
    let before = writeCount();
    const next = () => {
      const [was, now] = [before, writeCount()];
      before = now;
      return now - was;
    };
    item.create({ id: 4, code: 'd', score: 4 });
    expect(next()).toBe(1);
    item.update({ ...byId(4), data: { score: 5 } });
    expect(next()).toBe(1);
    item.updateMany({ where: { score: { gte: 3 } }, data: { code: 'x' } });
    expect(next()).toBe(2);
    item.deleteMany({ where: { code: { equals: 'x' } } });
    expect(next()).toBe(2);
    item.update({ ...byId(99), data: { score: 1 } });
    item.findFirst(byId(1));
    expect(next()).toBe(0);
  });

  it('tells each record written, and null for a deleted one', () => {
    const item = smallDb();
    const changes: Change[] = [];
    const stop = onChange((change) => changes.push(change));
    item.update({ ...byId(2), data: { score: 7 } });
    item.delete(byId(3));
    stop();
    item.delete(byId(1));
    expect(changes).toEqual([
      { model: 'item', key: 2, record: expect.objectContaining({ id: 2, score: 7 }) },
      { model: 'item', key: 3, record: null },
    ]);
  });

  it('shows a new post first and a like in the trending order at once', async () => {
    const user = await loginAs(SEED.demoUserId);
    const trending = await listPosts({ filter: 'trending', limit: 100 });
    const last = trending[trending.length - 1];
    const top = trending[0];
    const extra = top.likesCount + top.commentsCount + top.repostsCount;
    db.post.update({ ...byId(last.id), data: { likesCount: last.likesCount + extra } });
    await likePost({ userId: user.id, postId: last.id });
    expect((await listPosts({ filter: 'trending', limit: 1 }))[0].id).toBe(last.id);

    const newest = db.post.create({
      id: nextId('post'),
      content: 'Posted straight into the db',
      authorId: user.id,
      societyId: user.society?.id ?? null,
      groupId: null,
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await listPosts({ filter: 'all', limit: 1 }))[0].id).toBe(newest.id);
  });
});

describe('what is kept until a write', () => {
  it('is derived once per key while nothing is written, and afresh after any write', () => {
    const item = smallDb();
    const compute = vi.fn((code: string) => item.getAll().filter((one) => one.code === code));
    const itemsCoded = keptUntilWrite(compute);
    const first = itemsCoded('a');
    expect(itemsCoded('a')).toBe(first);
    expect(itemsCoded('b')).toEqual([expect.objectContaining({ id: 2 })]);
    expect(compute).toHaveBeenCalledTimes(2);

    item.create({ id: 4, code: 'a', score: 4 });
    expect(itemsCoded('a').map((one) => one.id)).toEqual([1, 4]);
    expect(compute).toHaveBeenCalledTimes(3);
    // A write anywhere counts, here to the app's db rather than this small one: the count is
    // global, as what is kept may read any model.
    db.society.update({ ...byId(1), data: { name: db.society.findFirst(byId(1))!.name } });
    itemsCoded('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});

describe("the library's tab sync", () => {
  it('posts nothing: the db was made without a BroadcastChannel in sight', () => {
    // jsdom gives a window and Node a BroadcastChannel: all the library's sync asks for.
    expect(typeof BroadcastChannel).toBe('function');
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    const item = smallDb();
    item.update({ ...byId(1), data: { score: 9 } });
    db.post.update({ ...byId(anyPost().id), data: { likesCount: 1 } });
    db.post.delete(byId(anyPost().id));
    expect(post).not.toHaveBeenCalled();
  });
});
