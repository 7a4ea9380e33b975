// The shortcuts of db-internals.ts must answer exactly as the library does, and the feed's kept
// order must follow every write.
import { describe, expect, it } from 'vitest';
import { likePost } from '../src/api/interactions';
import { listPosts } from '../src/api/posts';
import { loginAs } from '../src/testing/session';
import { db, nextId } from './db';
import { writeCount } from './db-internals';
import { SEED } from './seed';

const anyPost = () => db.post.getAll().find((post) => post.groupId === null)!;

describe('lookups by primary key', () => {
  it('finds the stored record, and null for a missing one', () => {
    const post = anyPost();
    expect(db.post.findFirst({ where: { id: { equals: post.id } } })).toBe(post);
    expect(db.post.findFirst({ where: { id: { equals: 999_999 } } })).toBeNull();
    expect(() => db.post.findFirst({ where: { id: { equals: 999_999 } }, strict: true })).toThrow(
      /no entity found/,
    );
  });

  it('keeps the other conditions of a query', () => {
    const post = anyPost();
    const query = { where: { id: { equals: post.id }, authorId: { equals: post.authorId + 1 } } };
    expect(db.post.findFirst(query)).toBeNull();
  });

  it('updates and deletes the one record, through the library', () => {
    const post = anyPost();
    const others = db.post.getAll().filter((record) => record.id !== post.id);
    db.post.update({
      where: { id: { equals: post.id } },
      data: { likesCount: (likes: number) => likes + 5 },
    });
    expect(db.post.findFirst({ where: { id: { equals: post.id } } })?.likesCount).toBe(
      post.likesCount + 5,
    );
    expect(db.post.getAll().filter((record) => record.id !== post.id)).toEqual(others);
    db.post.delete({ where: { id: { equals: post.id } } });
    expect(db.post.findFirst({ where: { id: { equals: post.id } } })).toBeNull();
    expect(db.post.count()).toBe(others.length);
  });

  it('finds sessions by token', () => {
    const token = 'token-under-test';
    db.session.create({ token, userId: SEED.demoUserId });
    expect(db.session.findFirst({ where: { token: { equals: token } } })?.userId).toBe(
      SEED.demoUserId,
    );
  });
});

describe('the feed order kept between writes', () => {
  it('counts every write', () => {
    const before = writeCount();
    const like = db.like.create({ id: nextId('like'), userId: 1, postId: anyPost().id });
    db.like.delete({ where: { id: { equals: like.id } } });
    expect(writeCount()).toBe(before + 2);
  });

  it('shows a new post first and a like in the trending order at once', async () => {
    const user = await loginAs(SEED.demoUserId);
    const trending = await listPosts({ filter: 'trending', limit: 100 });
    const last = trending[trending.length - 1];
    const top = trending[0];
    const extra = top.likesCount + top.commentsCount + top.repostsCount;
    db.post.update({
      where: { id: { equals: last.id } },
      data: { likesCount: last.likesCount + extra },
    });
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
