import { describe, expect, it } from 'vitest';
import { listTrendingHashtags, search } from '../../src/api/discovery';
import { createPost, getPostStats, listPosts } from '../../src/api/posts';
import { createdPost } from '../../src/testing/created-post';
import type { HashtagSummary, Period, Post } from '../../src/api/types';
import { BUILDER_WIDE_TAG } from '../../src/lib/text';
import { recordRequests } from '../../src/testing/record-requests';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { PERIOD_MS } from '../period';
import { SEED } from '../seed';
import { TRENDING_FLAGGED } from './discovery';
import { failure, send, userRecord } from './test-utils';

/** Feed posts carrying `tag` (any case) made in the period ending `periodsAgo` periods back. */
function taggedPosts(tag: string, period: Period, periodsAgo = 0) {
  const end = Date.now() - periodsAgo * PERIOD_MS[period];
  return db.post.getAll().filter((post) => {
    const time = Date.parse(post.createdAt);
    return (
      post.groupId === null &&
      time <= end &&
      time > end - PERIOD_MS[period] &&
      post.hashtags.some((postTag) => postTag.toLowerCase() === tag.toLowerCase())
    );
  }).length;
}

describe('listTrendingHashtags', () => {
  it("counts the period's tags, most used first, the first 3 flagged, with their trend", async () => {
    const tags = await listTrendingHashtags('month');
    expect(tags).toHaveLength(8);
    tags.slice(1).forEach((tag, index) => {
      expect(tag.postCount).toBeLessThanOrEqual(tags[index].postCount);
    });
    expect(tags.map((tag) => tag.trending)).toEqual(
      tags.map((_, index) => index < TRENDING_FLAGGED),
    );
    for (const tag of tags) {
      const now = taggedPosts(tag.tag, 'month');
      const before = taggedPosts(tag.tag, 'month', 1);
      expect(tag.postCount).toBe(now);
      expect(tag.trend).toBe(now > before ? 'up' : now < before ? 'down' : 'stable');
    }
    // The seed spreads posts over two months, so the comparison is a real one.
    expect(tags.some((tag) => tag.trend !== 'stable')).toBe(true);
  });

  it('never lists #BuilderWide, a scope marker, though posts carry it', async () => {
    expect(taggedPosts(BUILDER_WIDE_TAG, 'month')).toBeGreaterThan(0);
    const tags = await listTrendingHashtags('month', 50);
    expect(tags.some((tag) => tag.tag.toLowerCase() === BUILDER_WIDE_TAG.toLowerCase())).toBe(
      false,
    );
  });

  it('counts a new post at once, whatever the case of its tag', async () => {
    const count = async () =>
      (await listTrendingHashtags('24h', 50)).find((tag) => tag.tag.toLowerCase() === 'watersupply')
        ?.postCount ?? 0;
    const before = await count();
    await loginAs(SEED.demoUserId);
    await createPost({ content: 'Tanker late again #WATERSUPPLY', authorId: SEED.demoUserId });
    expect(await count()).toBe(before + 1);
  });

  it('takes a limit, and is stable over all time', async () => {
    expect(await listTrendingHashtags('week', 3)).toHaveLength(3);
    const allTime = await send<HashtagSummary[]>('GET', '/api/hashtags/trending');
    expect(allTime.every((tag) => tag.trend === 'stable')).toBe(true);
  });

  it('refuses an unknown period with 400', async () => {
    expect(await failure(send('GET', '/api/hashtags/trending?period=decade'))).toEqual({
      status: 400,
      message: 'period must be one of 24h, week, month',
    });
  });
});

describe('search', () => {
  it('finds residents by name or username', async () => {
    const { fullName, username } = userRecord(SEED.neighbourId);
    const byName = await search(fullName.split(' ')[0].toUpperCase());
    expect(byName.users.map((user) => user.id)).toContain(SEED.neighbourId);
    const byMention = await search(`@${username}`);
    expect(byMention.users.map((user) => user.id)).toEqual([SEED.neighbourId]);
  });

  it('finds societies by city, hashtags with #, and groups by name', async () => {
    const pune = await search('pune');
    expect(pune.societies.map((society) => society.id)).toContain(SEED.demoSocietyId);
    expect(pune.groups.length).toBeGreaterThan(0);

    const water = await search('#watersupply');
    expect(water.hashtags.map((tag) => tag.tag.toLowerCase())).toContain('watersupply');

    const cricket = await search('cricket league');
    expect(cricket.groups.map((group) => group.id)).toEqual([SEED.joinedGroupId]);
  });

  it('gives at most 8 of each kind', async () => {
    const results = await search('a');
    for (const list of [results.users, results.societies, results.hashtags, results.groups]) {
      expect(list.length).toBeLessThanOrEqual(8);
    }
    expect(results.users).toHaveLength(8);
  });

  it('gives nothing for a blank query or a bare # or @', async () => {
    const empty = { users: [], societies: [], hashtags: [], groups: [] };
    expect(await send('GET', '/api/search')).toEqual(empty);
    expect(await search('   ')).toEqual(empty);
    expect(await search('#')).toEqual(empty);
  });
});

describe('blocked residents', () => {
  it('leave the viewer’s hashtag counts, period stats and search results', async () => {
    const blocked = userRecord(SEED.blockedUserId);
    await loginAs(blocked.id);
    await createPost({ content: 'Gate 3 light is out again #BlockedTopic', authorId: blocked.id });
    const theirs = db.post
      .getAll()
      .filter((post) => post.authorId === blocked.id && post.groupId === null && !post.removedAt);
    const before = await getPostStats();
    expect((await listTrendingHashtags('24h', 50)).map((tag) => tag.tag)).toContain('BlockedTopic');

    await loginAs(SEED.demoUserId);
    expect((await getPostStats()).totalPosts).toBe(before.totalPosts - theirs.length);
    expect((await listTrendingHashtags('24h', 50)).map((tag) => tag.tag)).not.toContain(
      'BlockedTopic',
    );
    expect((await search(blocked.username)).users.map((user) => user.id)).not.toContain(blocked.id);
  });
});

describe('a tag in Devanagari', () => {
  const WATER = 'पानी';

  it('is stored, filtered on, searched for and counted like any other', async () => {
    await loginAs(SEED.demoUserId);
    const post = await createdPost({
      content: `टंकी खाली है #${WATER} #WaterSupply`,
      authorId: SEED.demoUserId,
    });
    expect(post.hashtags).toEqual([WATER, 'WaterSupply']);
    expect(db.post.findFirst({ where: { id: { equals: post.id } } })!.hashtags).toEqual([
      WATER,
      'WaterSupply',
    ]);

    // The server's filter, with the tag percent-encoded as UTF-8 (with or without its #).
    for (const tag of [WATER, `#${WATER}`]) {
      const found = await send<Post[]>('GET', `/api/posts?hashtag=${encodeURIComponent(tag)}`);
      expect(found.map((item) => item.id)).toEqual([post.id]);
    }
    // The app's call encodes it so.
    const calls = recordRequests({ method: 'GET', path: '/api/posts' });
    expect((await listPosts({ hashtag: WATER })).map((item) => item.id)).toEqual([post.id]);
    expect(calls[0].search).toBe(`?hashtag=${encodeURIComponent(WATER)}`);
    expect(calls[0].params.get('hashtag')).toBe(WATER);

    expect((await search(`#${WATER}`)).hashtags).toEqual([
      expect.objectContaining({ tag: WATER, postCount: 1 }),
    ]);
    const trending = await listTrendingHashtags('24h', 50);
    expect(trending.find((tag) => tag.tag === WATER)?.postCount).toBe(1);
  });

  it('matches however the keyboard composed its letters', async () => {
    await loginAs(SEED.demoUserId);
    // साफ़ with फ़ as one code point, asked for as फ plus the nukta.
    const post = await createdPost({ content: '#सा\u095E', authorId: SEED.demoUserId });
    const decomposed = 'सा\u092B\u093C';
    const found = await send<Post[]>('GET', `/api/posts?hashtag=${encodeURIComponent(decomposed)}`);
    expect(found.map((item) => item.id)).toEqual([post.id]);
    expect((await search(decomposed)).hashtags.map((tag) => tag.postCount)).toEqual([1]);
  });
});
