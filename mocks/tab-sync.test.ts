// The demo's tabs mirror each other's writes (tab-sync.ts): here "another tab" is a second channel
// of the same name in this page.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, nextId } from './db';
import type { Change } from './db-store';
import { SEED } from './seed';
import { startTabSync, stopTabSync, withoutTabSync } from './tab-sync';

const byId = (id: number) => ({ where: { id: { equals: id } } });
/** A record's fields alone, as a message carries them. */
const plain = (record: object) => JSON.parse(JSON.stringify(record)) as unknown;

let otherTab: BroadcastChannel;
let heard: Change[][];

beforeEach(() => {
  heard = [];
  otherTab = new BroadcastChannel('vasundhara-connect:mock-db');
  otherTab.onmessage = (event: MessageEvent<Change[]>) => heard.push(event.data);
  startTabSync();
});

afterEach(() => {
  stopTabSync();
  otherTab.close();
});

/** Lets a message posted now reach the other channel. */
const aTurn = () => new Promise((resume) => setTimeout(resume, 20));

describe('tab sync', () => {
  it("posts a task's writes to the other tabs as one message", async () => {
    const post = db.post.getAll()[0];
    db.post.update({ ...byId(post.id), data: { likesCount: 42 } });
    db.like.deleteMany({ where: { postId: { equals: post.id } } });
    await waitFor(() => expect(heard).toHaveLength(1));
    const [changes] = heard;
    expect(changes[0]).toEqual({
      model: 'post',
      key: post.id,
      record: plain({ ...post, likesCount: 42 }),
    });
    expect(changes.slice(1).every((change) => change.model === 'like' && !change.record)).toBe(
      true,
    );
  });

  it('posts nothing that is written withoutTabSync', async () => {
    withoutTabSync(() =>
      db.post.update({ ...byId(db.post.getAll()[0].id), data: { likesCount: 1 } }),
    );
    await aTurn();
    expect(heard).toEqual([]);
  });

  it("writes another tab's creates, updates and deletes here, without posting them back", async () => {
    const first = db.post.getAll()[0];
    const second = db.post.findFirst(byId(SEED.demoPostId))!;
    const created = { ...first, id: nextId('post'), content: 'From the other tab' };
    const likes = db.like.getAll().filter((like) => like.postId === second.id);
    expect(likes.length).toBeGreaterThan(1);
    otherTab.postMessage([
      { model: 'post', key: created.id, record: created },
      { model: 'post', key: first.id, record: { ...first, likesCount: 77 } },
      ...likes.map((like) => ({ model: 'like', key: like.id, record: null })),
      {
        model: 'session',
        key: 'other-tab',
        record: { token: 'other-tab', userId: SEED.demoUserId },
      },
    ]);
    await waitFor(() => expect(db.post.findFirst(byId(created.id))?.content).toBe(created.content));
    expect(db.post.findFirst(byId(first.id))?.likesCount).toBe(77);
    expect(db.like.getAll().filter((like) => like.postId === second.id)).toEqual([]);
    expect(db.session.findFirst({ where: { token: { equals: 'other-tab' } } })?.userId).toBe(
      SEED.demoUserId,
    );
    await aTurn();
    expect(heard).toEqual([]);
  });

  it('ignores what is not a change to a model of this db', async () => {
    const before = db.post.count();
    otherTab.postMessage([
      { model: 'nothing', key: 1, record: null },
      { model: 'post', key: 1, record: { id: 2 } },
      'not a change',
    ]);
    otherTab.postMessage({ model: 'post', key: 1, record: null });
    await aTurn();
    expect(db.post.count()).toBe(before);
  });
});
