import { describe, expect, it } from 'vitest';
import { blockUser, followUser, unblockUser, unfollowUser } from '../../src/api/follows';
import { listPosts } from '../../src/api/posts';
import { getUser } from '../../src/api/users';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { dumpDb, expectRejected, notificationsFor, respond, send, userRecord } from './test-utils';

const FOREIGN = 'You can only do this for your own account';
const follows = (followerId: number, followingId: number) =>
  db.follow.count({
    where: { followerId: { equals: followerId }, followingId: { equals: followingId } },
  });
const blocks = (blockerId: number, blockedId: number) =>
  db.block.count({ where: { blockerId: { equals: blockerId }, blockedId: { equals: blockedId } } });
const counts = (userId: number) => {
  const { followersCount, followingCount } = userRecord(userId);
  return { followersCount, followingCount };
};

const me = SEED.demoUserId;
const stranger = SEED.otherSocietyResidentId;

describe('followUser', () => {
  it('follows (201): both counts move, the followed user is told', async () => {
    await loginAs(me);
    const [mine, theirs] = [counts(me), counts(stranger)];
    const body = { followerId: me, followingId: stranger };

    expect(await respond('POST', '/api/follows', body)).toEqual({ status: 201, body });
    expect(follows(me, stranger)).toBe(1);
    expect(counts(me).followingCount).toBe(mine.followingCount + 1);
    expect(counts(stranger).followersCount).toBe(theirs.followersCount + 1);
    expect(notificationsFor(stranger, 'follow', me)).toHaveLength(1);
    expect((await getUser(stranger)).followedByMe).toBe(true);
  });

  it('refuses a second follow with 409', async () => {
    await loginAs(me);
    await expectRejected(
      () => followUser({ followerId: me, followingId: SEED.neighbourId }),
      409,
      'You already follow this user',
    );
  });

  it('refuses yourself or a bad body with 400', async () => {
    await loginAs(me);
    await expectRejected(
      () => followUser({ followerId: me, followingId: me }),
      400,
      'You cannot follow yourself',
    );
    await expectRejected(
      () => send('POST', '/api/follows', { followerId: me }),
      400,
      'followingId is required',
    );
    await expectRejected(
      () => send('POST', '/api/follows', { followerId: me, followingId: String(stranger) }),
      400,
      /^followingId must be a `number` type/,
    );
  });

  it('refuses 401 signed out, 403 for another follower, 404 for an unknown user', async () => {
    const body = { followerId: me, followingId: stranger };
    await expectRejected(() => followUser(body), 401, 'Please log in to continue');
    await loginAs(me);
    await expectRejected(() => followUser({ ...body, followerId: SEED.neighbourId }), 403, FOREIGN);
    await expectRejected(() => followUser({ ...body, followingId: 9999 }), 404, 'User not found');
  });

  it('refuses to follow across a block, either way (403)', async () => {
    await loginAs(me);
    await expectRejected(
      () => followUser({ followerId: me, followingId: SEED.blockedUserId }),
      403,
      'Unblock this user to follow them',
    );
    await loginAs(SEED.blockedUserId);
    await expectRejected(
      () => followUser({ followerId: SEED.blockedUserId, followingId: me }),
      403,
      'You cannot follow this user',
    );
  });
});

describe('unfollowUser', () => {
  it('unfollows (204): both counts move back', async () => {
    await loginAs(me);
    const [mine, theirs] = [counts(me), counts(SEED.neighbourId)];
    const body = { followerId: me, followingId: SEED.neighbourId };

    expect((await respond('DELETE', '/api/follows', body)).status).toBe(204);
    expect(follows(me, SEED.neighbourId)).toBe(0);
    expect(counts(me).followingCount).toBe(mine.followingCount - 1);
    expect(counts(SEED.neighbourId).followersCount).toBe(theirs.followersCount - 1);
    // Their follow of me stays.
    expect(follows(SEED.neighbourId, me)).toBe(1);
  });

  it('takes back the "followed you" notification: follow then unfollow leaves the db as before', async () => {
    await loginAs(me);
    const body = { followerId: me, followingId: stranger };
    const before = dumpDb();
    await followUser(body);
    expect(notificationsFor(stranger, 'follow', me)).toHaveLength(1);
    await unfollowUser(body);
    expect(notificationsFor(stranger, 'follow', me)).toEqual([]);
    expect(dumpDb()).toEqual(before);
  });

  it('refuses 404 when not following or unknown, 401 and 403', async () => {
    const body = { followerId: me, followingId: stranger };
    await expectRejected(() => unfollowUser(body), 401, 'Please log in to continue');
    await loginAs(me);
    await expectRejected(() => unfollowUser(body), 404, 'You do not follow this user');
    await expectRejected(() => unfollowUser({ ...body, followingId: 9999 }), 404, 'User not found');
    await expectRejected(
      () => unfollowUser({ ...body, followerId: SEED.neighbourId }),
      403,
      FOREIGN,
    );
  });
});

describe('blockUser and unblockUser', () => {
  it('blocks (201): following ends both ways with the counts, their posts are hidden', async () => {
    await loginAs(me);
    const [mine, theirs] = [counts(me), counts(SEED.neighbourId)];
    expect(follows(me, SEED.neighbourId) + follows(SEED.neighbourId, me)).toBe(2);

    const body = { blockerId: me, blockedId: SEED.neighbourId };
    expect(await respond('POST', '/api/blocks', body)).toEqual({ status: 201, body });
    expect(blocks(me, SEED.neighbourId)).toBe(1);
    expect(follows(me, SEED.neighbourId) + follows(SEED.neighbourId, me)).toBe(0);
    expect(counts(me)).toEqual({
      followersCount: mine.followersCount - 1,
      followingCount: mine.followingCount - 1,
    });
    expect(counts(SEED.neighbourId)).toEqual({
      followersCount: theirs.followersCount - 1,
      followingCount: theirs.followingCount - 1,
    });
    const feed = await listPosts({ filter: 'all', userId: me });
    expect(feed.some((post) => post.authorId === SEED.neighbourId)).toBe(false);
  });

  it('unblocks (204): their posts come back', async () => {
    await loginAs(me);
    const body = { blockerId: me, blockedId: SEED.blockedUserId };
    expect((await respond('DELETE', '/api/blocks', body)).status).toBe(204);
    expect(blocks(me, SEED.blockedUserId)).toBe(0);
    const feed = await listPosts({ filter: 'all', userId: me });
    expect(feed.map((post) => post.id)).toContain(SEED.blockedUserPostId);
  });

  it('refuses 400, 401, 403, 404 and 409 with the db unchanged', async () => {
    const body = { blockerId: me, blockedId: stranger };
    await expectRejected(() => blockUser(body), 401, 'Please log in to continue');
    await loginAs(me);
    await expectRejected(
      () => blockUser({ blockerId: me, blockedId: me }),
      400,
      'You cannot block yourself',
    );
    await expectRejected(() => blockUser({ ...body, blockerId: SEED.neighbourId }), 403, FOREIGN);
    await expectRejected(() => blockUser({ ...body, blockedId: 9999 }), 404, 'User not found');
    await expectRejected(
      () => blockUser({ ...body, blockedId: SEED.blockedUserId }),
      409,
      'You have already blocked this user',
    );
    await expectRejected(() => unblockUser(body), 404, 'You have not blocked this user');
    await expectRejected(
      () => send('DELETE', '/api/blocks', { blockerId: me }),
      400,
      'blockedId is required',
    );
  });
});
