// The reads of mocks/handlers/posts.ts: the feed with its filters, one post and the stats. The
// writes (createPost, comments) are in posts-create.test.ts.
import { describe, expect, it } from 'vitest';
import { getPost, getPostStats, listPosts } from '../../src/api/posts';
import type { Post } from '../../src/api/types';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { PERIOD_MS } from '../period';
import { SEED } from '../seed';
import { failure, send, userRecord } from './test-utils';

const ids = (posts: Post[]) => posts.map((post) => post.id);
const engagement = (post: Post) => post.likesCount + post.commentsCount + post.repostsCount;
// A post the care team removed is in no list (the seed has one).
const feedPosts = () =>
  db.post.getAll().filter((post) => post.groupId === null && post.removedAt === null);
const followingOf = (userId: number) =>
  new Set(
    db.follow
      .getAll()
      .filter((follow) => follow.followerId === userId)
      .map((follow) => follow.followingId),
  );

function expectNewestFirst(posts: Post[]) {
  posts.slice(1).forEach((post, index) => {
    expect(post.createdAt <= posts[index].createdAt).toBe(true);
  });
}

describe('listPosts', () => {
  it('lists every feed post newest first, never a group post', async () => {
    const posts = await listPosts();
    expect(db.post.getAll().some((post) => post.groupId !== null)).toBe(true);
    expect(posts).toHaveLength(feedPosts().length);
    expect(posts.every((post) => post.groupId === null)).toBe(true);
    expectNewestFirst(posts);
  });

  it('hides the posts of users the viewer blocked, and only from that viewer', async () => {
    expect(ids(await listPosts())).toContain(SEED.blockedUserPostId);
    await loginAs(SEED.demoUserId);
    const posts = await listPosts({ filter: 'all', userId: SEED.demoUserId });
    expect(ids(posts)).not.toContain(SEED.blockedUserPostId);
    expect(posts.some((post) => post.authorId === SEED.blockedUserId)).toBe(false);
  });

  it("my-society: the user's society, without builder-wide posts", async () => {
    const posts = await listPosts({ filter: 'my-society', userId: SEED.demoUserId });
    const expected = feedPosts().filter(
      (post) => post.societyId === SEED.demoSocietyId && !post.isBuilderWide,
    );
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(ids(posts))).toEqual(new Set(expected.map((post) => post.id)));
    expectNewestFirst(posts);
  });

  it("my-society for a society's manager: the society they serve", async () => {
    const posts = await listPosts({ filter: 'my-society', userId: SEED.careManagerId });
    const served = db.careMember.findFirst({ where: { id: { equals: SEED.careManagerId } } })!;
    const expected = feedPosts().filter(
      (post) => post.societyId === served.societyId && !post.isBuilderWide,
    );
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(ids(posts))).toEqual(new Set(expected.map((post) => post.id)));
  });

  it('following: the posts of the people the user follows', async () => {
    const following = followingOf(SEED.demoUserId);
    const posts = await listPosts({ filter: 'following', userId: SEED.demoUserId });
    const expected = feedPosts().filter((post) => following.has(post.authorId));
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(ids(posts))).toEqual(new Set(expected.map((post) => post.id)));
    expect(posts.some((post) => post.authorId === SEED.neighbourId)).toBe(true);
    expect(posts.some((post) => post.authorId === SEED.unfollowedNeighbourId)).toBe(false);
  });

  it('trending: most likes + comments + reposts first', async () => {
    const posts = await listPosts({ filter: 'trending' });
    expect(posts).toHaveLength(feedPosts().length);
    posts.slice(1).forEach((post, index) => {
      expect(engagement(post)).toBeLessThanOrEqual(engagement(posts[index]));
    });
    expect(engagement(posts[0])).toBeGreaterThan(engagement(posts[posts.length - 1]));
  });

  it.each([
    [
      'an unknown filter',
      '?filter=popular',
      'filter must be one of all, my-society, following, trending',
    ],
    [
      'my-society without a userId',
      '?filter=my-society',
      'userId is required for the my-society filter',
    ],
    [
      'following without a userId',
      '?filter=following',
      'userId is required for the following filter',
    ],
    ['an unknown period', '?period=year', 'period must be one of 24h, week, month'],
    ['a limit of 0', '?limit=0', 'limit must be between 1 and 100'],
    ['a limit over 100', '?limit=101', 'limit must be between 1 and 100'],
  ])('refuses %s with 400', async (_name, search, message) => {
    expect(await failure(send('GET', `/api/posts${search}`))).toEqual({ status: 400, message });
  });

  it('gives 404 for an unknown userId', async () => {
    expect(await failure(listPosts({ filter: 'following', userId: 9999 }))).toEqual({
      status: 404,
      message: 'User not found',
    });
  });

  it('narrows to a period', async () => {
    const posts = await listPosts({ period: '24h' });
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.length).toBeLessThan(feedPosts().length);
    for (const post of posts) {
      expect(Date.now() - Date.parse(post.createdAt)).toBeLessThanOrEqual(PERIOD_MS['24h']);
    }
  });

  it('narrows to a hashtag, with or without #, whatever its case', async () => {
    const posts = await listPosts({ hashtag: '#watersupply' });
    expect(ids(posts)).toContain(SEED.demoPostId);
    for (const post of posts) {
      expect(post.hashtags.map((tag) => tag.toLowerCase())).toContain('watersupply');
    }
    expect(ids(await listPosts({ hashtag: 'WaterSupply' }))).toEqual(ids(posts));
  });

  it('narrows to a society, an author and builder-wide or not', async () => {
    const society = await listPosts({ societyId: 2 });
    expect(society.length).toBeGreaterThan(0);
    expect(society.every((post) => post.society?.id === 2 && !post.isBuilderWide)).toBe(true);

    const byDemo = await listPosts({ authorId: SEED.demoUserId });
    expect(byDemo).toHaveLength(userRecord(SEED.demoUserId).postsCount);
    expect(byDemo.every((post) => post.authorId === SEED.demoUserId)).toBe(true);

    const builderWide = await listPosts({ builderWide: true });
    const local = await listPosts({ builderWide: false });
    expect(builderWide.length).toBeGreaterThan(0);
    expect(builderWide.every((post) => post.isBuilderWide && post.society === null)).toBe(true);
    expect(local.some((post) => post.isBuilderWide)).toBe(false);
    expect(builderWide.length + local.length).toBe(feedPosts().length);
  });

  it('searches the text and the author with q', async () => {
    const posts = await listPosts({ q: 'BOOSTER PUMP' });
    expect(ids(posts)).toContain(SEED.demoPostId);
    expect(posts.every((post) => post.content.toLowerCase().includes('booster pump'))).toBe(true);

    const { username } = userRecord(SEED.unfollowedNeighbourId);
    const byName = await listPosts({ q: username });
    expect(ids(byName)).toContain(SEED.othersPostId);
  });

  it('pages with limit and offset', async () => {
    const all = await listPosts({ filter: 'trending' });
    const first = await listPosts({ filter: 'trending', limit: 5 });
    const second = await listPosts({ filter: 'trending', limit: 5, offset: 5 });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 10));
    expect(await listPosts({ offset: all.length })).toEqual([]);
  });

  it("carries the viewer's likedByMe, repostedByMe and savedByMe", async () => {
    const state = (post: Post | undefined) =>
      post && [post.likedByMe, post.repostedByMe, post.savedByMe];
    const signedOut = await listPosts();
    expect(state(signedOut.find((post) => post.id === SEED.likedPostId))).toEqual([
      false,
      false,
      false,
    ]);

    await loginAs(SEED.demoUserId);
    const posts = await listPosts({ filter: 'all', userId: SEED.demoUserId });
    expect(state(posts.find((post) => post.id === SEED.likedPostId))).toEqual([true, true, true]);
    expect(state(posts.find((post) => post.id === SEED.othersPostId))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('getPost and getPostStats', () => {
  it('gets one post with the viewer state, or 404', async () => {
    await loginAs(SEED.demoUserId);
    expect(await getPost(SEED.likedPostId)).toMatchObject({
      id: SEED.likedPostId,
      likedByMe: true,
    });
    expect(await failure(getPost(9999))).toEqual({ status: 404, message: 'Post not found' });
  });

  it('sums the feed posts of a period', async () => {
    const week = feedPosts().filter(
      (post) => Date.now() - Date.parse(post.createdAt) < PERIOD_MS.week,
    );
    expect(await getPostStats('week')).toEqual({
      totalPosts: week.length,
      totalLikes: week.reduce((sum, post) => sum + post.likesCount, 0),
      totalComments: week.reduce((sum, post) => sum + post.commentsCount, 0),
      totalReposts: week.reduce((sum, post) => sum + post.repostsCount, 0),
      builderWidePosts: week.filter((post) => post.isBuilderWide).length,
    });
    expect((await getPostStats()).totalPosts).toBe(feedPosts().length);
  });
});
