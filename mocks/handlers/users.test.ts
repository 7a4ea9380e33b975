import { describe, expect, it } from 'vitest';
import {
  getUser,
  getUserByUsername,
  listBlockedUsers,
  listSavedPosts,
  listSuggestedUsers,
  updateUser,
  type UpdateUserBody,
} from '../../src/api/users';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { PROFILE_POSTS_LIMIT } from '../serialize';
import { SEED } from '../seed';
import { expectRejected, failure, send, userRecord } from './test-utils';

const FOREIGN = 'You can only do this for your own account';
const profile = (overrides: Partial<UpdateUserBody> = {}): UpdateUserBody => ({
  fullName: '  Aarav M.  ',
  bio: '  Cyclist  ',
  yearsLived: 5,
  ...overrides,
});
const followsOf = (userId: number) =>
  new Set(
    db.follow
      .getAll()
      .filter((follow) => follow.followerId === userId)
      .map((follow) => follow.followingId),
  );

describe('getUser', () => {
  it('gives the profile with its counts, latest feed posts and followedByMe', async () => {
    const record = userRecord(SEED.neighbourId);
    const signedOut = await getUser(SEED.neighbourId);
    expect(signedOut).toMatchObject({
      id: SEED.neighbourId,
      username: record.username,
      followersCount: record.followersCount,
      followingCount: record.followingCount,
      postsCount: record.postsCount,
      followedByMe: false,
    });
    expect(signedOut).not.toHaveProperty('password');
    const feedPostIds = db.post
      .getAll()
      .filter((post) => post.authorId === SEED.neighbourId && post.groupId === null)
      .map((post) => post.id);
    expect(signedOut.posts.length).toBe(Math.min(feedPostIds.length, PROFILE_POSTS_LIMIT));
    expect(signedOut.posts.every((post) => feedPostIds.includes(post.id))).toBe(true);

    await loginAs(SEED.demoUserId);
    expect((await getUser(SEED.neighbourId)).followedByMe).toBe(true);
    expect((await getUser(SEED.otherSocietyResidentId)).followedByMe).toBe(false);
  });

  it('keeps the email private: only the user themself receives it', async () => {
    expect((await getUser(SEED.neighbourId)).email).toBeNull();
    await loginAs(SEED.demoUserId);
    expect((await getUser(SEED.neighbourId)).email).toBeNull();
    expect((await getUser(SEED.demoUserId)).email).toBe(userRecord(SEED.demoUserId).email);
  });

  it('gives 404 for an unknown id', async () => {
    expect(await failure(getUser(9999))).toEqual({ status: 404, message: 'User not found' });
  });

  it('finds a user by username, whatever its case', async () => {
    const { username } = userRecord(SEED.neighbourId);
    expect((await getUserByUsername(username.toUpperCase())).id).toBe(SEED.neighbourId);
    expect(await failure(getUserByUsername('nobody_here'))).toEqual({
      status: 404,
      message: 'User not found',
    });
  });

  it('answers 400 when no username is given, blank included', async () => {
    for (const path of ['/api/users', '/api/users?username=', '/api/users?username=%20']) {
      expect(await failure(send('GET', path))).toEqual({
        status: 400,
        message: 'username is required',
      });
    }
  });
});

describe('updateUser', () => {
  it('saves the profile, trimmed, and gives it back', async () => {
    await loginAs(SEED.demoUserId);
    const user = await updateUser(SEED.demoUserId, profile({ showOnlineStatus: false }));
    expect(user).toMatchObject({ fullName: 'Aarav M.', bio: 'Cyclist', yearsLived: 5 });
    expect(userRecord(SEED.demoUserId)).toMatchObject({
      fullName: 'Aarav M.',
      bio: 'Cyclist',
      yearsLived: 5,
      showOnlineStatus: false,
    });
    await updateUser(SEED.demoUserId, profile({ bio: '' }));
    expect(userRecord(SEED.demoUserId)).toMatchObject({ bio: null, showOnlineStatus: false });
  });

  it.each([
    ['0 years', { yearsLived: 0 }, 'Years lived must be between 1 and 50'],
    ['51 years', { yearsLived: 51 }, 'Years lived must be between 1 and 50'],
    ['2.5 years', { yearsLived: 2.5 }, 'Years lived must be a whole number'],
    ['years as a string', { yearsLived: '5' }, /^yearsLived must be a `number` type/],
    ['no years', { yearsLived: undefined }, 'Years lived must be between 1 and 50'],
    ['a one-letter name', { fullName: ' A ' }, 'Full name must be at least 2 characters'],
    ['a too long bio', { bio: 'x'.repeat(301) }, 'Bio must be at most 300 characters'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => send('PATCH', `/api/users/${SEED.demoUserId}`, { ...profile(), ...overrides }),
      400,
      message,
    );
  });

  it('refuses 401 signed out, 403 for another user, 404 for an unknown one', async () => {
    await expectRejected(
      () => updateUser(SEED.demoUserId, profile()),
      401,
      'Please log in to continue',
    );
    await loginAs(SEED.demoUserId);
    await expectRejected(() => updateUser(SEED.neighbourId, profile()), 403, FOREIGN);
    await expectRejected(() => updateUser(9999, profile()), 404, 'User not found');
  });
});

describe('the lists of a user', () => {
  it('suggests five people: not yourself, not followed, not blocked, neighbours first', async () => {
    await loginAs(SEED.demoUserId);
    const suggestions = await listSuggestedUsers(SEED.demoUserId);
    const following = followsOf(SEED.demoUserId);
    expect(suggestions).toHaveLength(5);
    for (const user of suggestions) {
      expect([SEED.demoUserId, SEED.blockedUserId]).not.toContain(user.id);
      expect(following.has(user.id)).toBe(false);
    }
    // Neighbours first, then the most followed.
    const rank = (id: number) => {
      const user = userRecord(id);
      return [user.societyId === SEED.demoSocietyId ? 0 : 1, -user.followersCount];
    };
    const ranks = suggestions.map((user) => rank(user.id));
    expect(ranks).toEqual([...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(ranks[0][0]).toBe(0);
  });

  it('suggests residents to the care team too, never the care team itself', async () => {
    await loginAs(SEED.careManagerId);
    const suggestions = await listSuggestedUsers(SEED.careManagerId);
    expect(suggestions).toHaveLength(5);
    const staff = new Set(db.careMember.getAll().map((member) => member.id));
    expect(staff.has(SEED.careHeadId)).toBe(true);
    for (const user of suggestions) expect(staff.has(user.id)).toBe(false);
  });

  it('lists the saved posts, all savedByMe, newest save first', async () => {
    await loginAs(SEED.demoUserId);
    const saved = db.savedPost
      .getAll()
      .filter((record) => record.userId === SEED.demoUserId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const posts = await listSavedPosts(SEED.demoUserId);
    expect(posts.map((post) => post.id)).toEqual(saved.map((record) => record.postId));
    expect(posts.map((post) => post.id)).toContain(SEED.likedPostId);
    expect(posts.every((post) => post.savedByMe)).toBe(true);
  });

  it('lists the blocked users', async () => {
    await loginAs(SEED.demoUserId);
    const blocked = await listBlockedUsers(SEED.demoUserId);
    expect(blocked).toEqual([
      expect.objectContaining({
        id: SEED.blockedUserId,
        username: userRecord(SEED.blockedUserId).username,
      }),
    ]);
  });

  it.each([
    ['suggestions', listSuggestedUsers],
    ['saved posts', listSavedPosts],
    ['blocked users', listBlockedUsers],
  ])('keeps the %s private: 401 signed out, 403 for another user', async (_name, list) => {
    expect(await failure(list(SEED.demoUserId))).toEqual({
      status: 401,
      message: 'Please log in to continue',
    });
    await loginAs(SEED.neighbourId);
    expect(await failure(list(SEED.demoUserId))).toEqual({ status: 403, message: FOREIGN });
  });
});
