// Likes, reposts and saved posts: one shape, so one suite run for each of the three.
import { describe, expect, it } from 'vitest';
import {
  likePost,
  repostPost,
  savePost,
  unlikePost,
  unrepostPost,
  unsavePost,
  type UserPostBody,
} from '../../src/api/interactions';
import { getPost } from '../../src/api/posts';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { dumpDb, expectRejected, notificationsFor, postRecord, respond, send } from './test-utils';

interface Toggle {
  name: string;
  path: string;
  model: 'like' | 'repost' | 'savedPost';
  add: (body: UserPostBody) => Promise<void>;
  remove: (body: UserPostBody) => Promise<void>;
  counter?: 'likesCount' | 'repostsCount';
  notification?: 'like' | 'repost';
  viewerFlag: 'likedByMe' | 'repostedByMe' | 'savedByMe';
  duplicate: string;
  missing: string;
}

const TOGGLES: Toggle[] = [
  {
    name: 'like',
    path: '/api/likes',
    model: 'like',
    add: likePost,
    remove: unlikePost,
    counter: 'likesCount',
    notification: 'like',
    viewerFlag: 'likedByMe',
    duplicate: 'You already liked this post',
    missing: 'You have not liked this post',
  },
  {
    name: 'repost',
    path: '/api/reposts',
    model: 'repost',
    add: repostPost,
    remove: unrepostPost,
    counter: 'repostsCount',
    notification: 'repost',
    viewerFlag: 'repostedByMe',
    duplicate: 'You already reposted this post',
    missing: 'You have not reposted this post',
  },
  {
    name: 'save',
    path: '/api/saved',
    model: 'savedPost',
    add: savePost,
    remove: unsavePost,
    viewerFlag: 'savedByMe',
    duplicate: 'You already saved this post',
    missing: 'This post is not in your saved posts',
  },
];

const body = { userId: SEED.demoUserId, postId: SEED.othersPostId };

describe.each(TOGGLES)('$name', (toggle) => {
  const records = (postId = SEED.othersPostId) =>
    (db[toggle.model] as unknown as { getAll(): UserPostBody[] })
      .getAll()
      .filter((record) => record.userId === SEED.demoUserId && record.postId === postId);
  const counter = (postId = SEED.othersPostId) =>
    toggle.counter ? postRecord(postId)[toggle.counter] : undefined;

  it('adds one record (201), counts it and tells the author', async () => {
    await loginAs(SEED.demoUserId);
    const before = counter();
    const { authorId } = postRecord(SEED.othersPostId);
    expect(records()).toHaveLength(0);

    const response = await respond('POST', toggle.path, body);
    expect(response).toEqual({ status: 201, body });
    expect(records()).toHaveLength(1);
    if (toggle.counter) expect(counter()).toBe(before! + 1);
    const notified = toggle.notification
      ? notificationsFor(authorId, toggle.notification, SEED.demoUserId)
      : [];
    expect(notified.some((notification) => notification.postId === SEED.othersPostId)).toBe(
      Boolean(toggle.notification),
    );
    expect((await getPost(SEED.othersPostId))[toggle.viewerFlag]).toBe(true);
  });

  it('refuses a second time with 409', async () => {
    await loginAs(SEED.demoUserId);
    await toggle.add(body);
    await expectRejected(() => toggle.add(body), 409, toggle.duplicate);
  });

  it('removes the record (204) and uncounts it', async () => {
    await loginAs(SEED.demoUserId);
    await toggle.add(body);
    const before = counter();

    expect((await respond('DELETE', toggle.path, body)).status).toBe(204);
    expect(records()).toHaveLength(0);
    if (toggle.counter) expect(counter()).toBe(before! - 1);
    expect((await getPost(SEED.othersPostId))[toggle.viewerFlag]).toBe(false);
  });

  it('takes back what adding did, its notification too (read or not): the db as before', async () => {
    await loginAs(SEED.demoUserId);
    const { authorId } = postRecord(SEED.othersPostId);
    const notified = () =>
      toggle.notification
        ? notificationsFor(authorId, toggle.notification, SEED.demoUserId).filter(
            (notification) => notification.postId === SEED.othersPostId,
          )
        : [];
    const before = dumpDb();

    await toggle.add(body);
    expect(notified()).toHaveLength(toggle.notification ? 1 : 0);
    await toggle.remove(body);
    expect(notified()).toEqual([]);
    expect(dumpDb()).toEqual(before);

    // The author has read it meanwhile: it goes all the same.
    await toggle.add(body);
    for (const { id } of notified()) {
      db.notification.update({ where: { id: { equals: id } }, data: { read: true } });
    }
    await toggle.remove(body);
    expect(notified()).toEqual([]);
    expect(dumpDb()).toEqual(before);
  });

  it('refuses to remove what is not there with 404', async () => {
    await loginAs(SEED.demoUserId);
    await expectRejected(() => toggle.remove(body), 404, toggle.missing);
  });

  it('refuses 401 signed out, 403 for another user, 404 for an unknown post', async () => {
    await expectRejected(() => toggle.add(body), 401, 'Please log in to continue');
    await expectRejected(() => toggle.remove(body), 401, 'Please log in to continue');
    await loginAs(SEED.demoUserId);
    const forOther = { ...body, userId: SEED.neighbourId };
    await expectRejected(
      () => toggle.add(forOther),
      403,
      'You can only do this for your own account',
    );
    await expectRejected(
      () => toggle.remove(forOther),
      403,
      'You can only do this for your own account',
    );
    await expectRejected(() => toggle.add({ ...body, postId: 9999 }), 404, 'Post not found');
    await expectRejected(() => toggle.remove({ ...body, postId: 9999 }), 404, 'Post not found');
  });

  it('refuses a missing or mistyped field with 400', async () => {
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => send('POST', toggle.path, { userId: SEED.demoUserId }),
      400,
      'postId is required',
    );
    await expectRejected(
      () => send('DELETE', toggle.path, { ...body, postId: String(SEED.othersPostId) }),
      400,
      /^postId must be a `number` type/,
    );
  });
});
