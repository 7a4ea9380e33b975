// The seed is the world every test, story and demo starts from: these checks keep it deterministic
// and internally consistent (counters equal their records, no relation a real server would refuse).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../src/api/types';
import { DEMO_CREDENTIALS } from '../src/lib/demo';
import { SAMPLE_SOCIETIES } from '../src/lib/societies';
import { extractHashtags, extractMentions, isBuilderWidePost } from '../src/lib/text';
import { clearDb, db, MODEL_NAMES } from './db';
import { SEED, seedDb } from './seed';

const NOW = Date.parse('2026-03-10T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PUBLIC_DIR = join(__dirname, '..', 'public');

type AnyRecord = Record<string, unknown> & { id?: number; createdAt?: string };
const all = (name: (typeof MODEL_NAMES)[number]) =>
  (db[name] as unknown as { getAll(): AnyRecord[] }).getAll().map((record) => ({ ...record }));
const snapshot = () => Object.fromEntries(MODEL_NAMES.map((name) => [name, all(name)]));
const age = (createdAt: string) => NOW - Date.parse(createdAt);
const countWhere = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length;

function expectNoDuplicates(rows: Array<{ userId: number; postId: number }>) {
  const keys = rows.map((row) => `${row.userId}:${row.postId}`);
  expect(new Set(keys).size).toBe(keys.length);
}

beforeEach(() => {
  clearDb();
  seedDb({ now: NOW });
});

describe('seedDb', () => {
  it('is deterministic for the same now, and every time moves with now', () => {
    const first = snapshot();
    clearDb();
    seedDb({ now: NOW });
    expect(snapshot()).toEqual(first);

    clearDb();
    seedDb({ now: NOW + DAY });
    const later = snapshot();
    // Every time (createdAt, a concern's statusSince and reopenedAt) is a day later; nothing else moves.
    const isTime = (value: unknown): value is string =>
      typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value);
    const withoutTimes = (record: AnyRecord) =>
      Object.fromEntries(Object.entries(record).map(([k, v]) => [k, isTime(v) ? 'time' : v]));
    for (const name of MODEL_NAMES) {
      later[name].forEach((record, index) => {
        const before = first[name][index];
        expect(withoutTimes(record)).toEqual(withoutTimes(before));
        for (const [key, value] of Object.entries(before))
          if (isTime(value))
            expect(Date.parse(record[key] as string) - Date.parse(value)).toBe(DAY);
      });
    }
  });

  it('refuses a db that is not empty', () => {
    expect(() => seedDb({ now: NOW })).toThrow(/clearDb/);
  });

  it('gives every record a positive integer id and a time in the past', () => {
    for (const name of MODEL_NAMES) {
      for (const record of all(name)) {
        if (name !== 'session') expect(Number.isInteger(record.id) && record.id! > 0).toBe(true);
        if (record.createdAt) expect(age(record.createdAt)).toBeGreaterThan(0);
      }
    }
    expect(db.session.count()).toBe(0);
  });

  it('holds the 10 sample societies as ids 1..10', () => {
    expect(
      db.society.getAll().map(({ id, name, city, state }) => ({ id, name, city, state })),
    ).toEqual(SAMPLE_SOCIETIES.map((society, index) => ({ id: index + 1, ...society })));
  });

  it('has about 30 residents with unique word-character usernames', () => {
    const careIds = new Set(db.careMember.getAll().map((member) => member.id));
    const users = db.user.getAll().filter((user) => !careIds.has(user.id));
    expect(users.length).toBeGreaterThanOrEqual(28);
    expect(users.length).toBeLessThanOrEqual(35);
    const everyone = db.user.getAll();
    expect(new Set(everyone.map((user) => user.username)).size).toBe(everyone.length);
    for (const user of users) {
      expect(user.username).toMatch(/^[a-z_]+$/);
      expect(user.societyId).toBeGreaterThanOrEqual(1);
      expect(user.societyId).toBeLessThanOrEqual(10);
      expect(user.flatNumber).toMatch(/^[A-Z]\d?-\d{3,4}$/);
      expect(user.yearsLived).toBeGreaterThanOrEqual(1);
      expect(user.yearsLived).toBeLessThanOrEqual(15);
      if (user.id !== SEED.demoUserId) {
        expect(user.email).toBe(`${user.username}@vasundhara.example`);
        expect(user.password).toBe('password123');
      }
    }
    expect(countWhere(users, (user) => user.profileImage !== null)).toBeGreaterThanOrEqual(5);
  });

  it('has the demo user with the demo credentials', () => {
    const demo = db.user.findFirst({ where: { id: { equals: SEED.demoUserId } } })!;
    expect(demo).toMatchObject({
      ...DEMO_CREDENTIALS,
      fullName: 'Aarav Mehta',
      username: 'aarav_mehta',
      societyId: SEED.demoSocietyId,
      flatNumber: 'A-702',
      yearsLived: 4,
    });
    expect(demo.bio).toBeTruthy();
  });

  it('has feed posts across the periods Explore filters by', () => {
    const feed = db.post.getAll().filter((post) => post.groupId === null);
    expect(feed.length).toBeGreaterThanOrEqual(55);
    expect(countWhere(feed, (post) => age(post.createdAt) <= DAY)).toBeGreaterThanOrEqual(8);
    expect(
      countWhere(feed, (post) => age(post.createdAt) > DAY && age(post.createdAt) <= 7 * DAY),
    ).toBeGreaterThanOrEqual(8);
    expect(
      countWhere(feed, (post) => age(post.createdAt) > 7 * DAY && age(post.createdAt) <= 30 * DAY),
    ).toBeGreaterThanOrEqual(8);
    expect(feed.every((post) => age(post.createdAt) <= 45 * DAY)).toBe(true);
    // Trending compares a period with the one before: some tags appear in both weeks.
    const tagsOf = (from: number, to: number) =>
      new Set(
        feed
          .filter((p) => age(p.createdAt) > from && age(p.createdAt) <= to)
          .flatMap((p) => p.hashtags),
      );
    const thisWeek = tagsOf(0, 7 * DAY);
    expect(
      [...tagsOf(7 * DAY, 14 * DAY)].filter((tag) => thisWeek.has(tag)).length,
    ).toBeGreaterThanOrEqual(4);
    const builderWide = countWhere(feed, (post) => post.isBuilderWide);
    expect(builderWide / feed.length).toBeGreaterThan(0.25);
    expect(builderWide / feed.length).toBeLessThan(0.45);
    expect(countWhere(feed, (post) => post.imageUrl !== null)).toBeGreaterThanOrEqual(8);
    expect(countWhere(feed, (post) => post.authorId === SEED.demoUserId)).toBe(6);
    expect(
      countWhere(
        feed,
        (p) =>
          !p.isBuilderWide && p.societyId === SEED.demoSocietyId && p.authorId !== SEED.demoUserId,
      ),
    ).toBeGreaterThanOrEqual(6);
  });

  it('derives hashtags, mentions and scope from the text', () => {
    const usernames = new Set(db.user.getAll().map((user) => user.username));
    const users = new Map(db.user.getAll().map((user) => [user.id, user]));
    const groups = new Map(db.group.getAll().map((group) => [group.id, group]));
    for (const post of db.post.getAll()) {
      expect(post.content).toBe(post.content.trim());
      expect(post.content.length).toBeGreaterThanOrEqual(40);
      expect(post.content.length).toBeLessThanOrEqual(480);
      expect(post.hashtags).toEqual(extractHashtags(post.content));
      expect(post.mentions).toEqual(extractMentions(post.content));
      for (const username of post.mentions) expect(usernames).toContain(username);
      expect(post.attachmentIds).toEqual([]);
      if (post.groupId === null) {
        expect(post.isBuilderWide).toBe(isBuilderWidePost(post));
        expect(post.societyId).toBe(
          post.isBuilderWide ? null : users.get(post.authorId)!.societyId,
        );
      } else {
        expect(post.isBuilderWide).toBe(false);
        expect(post.societyId).toBe(groups.get(post.groupId)!.societyId);
        const member = db.groupMember.findFirst({
          where: { groupId: { equals: post.groupId }, userId: { equals: post.authorId } },
        });
        expect(member?.status).toBe('joined');
      }
    }
  });

  it('keeps every counter equal to its records', () => {
    const likes = db.like.getAll();
    const reposts = db.repost.getAll();
    const comments = db.comment.getAll();
    const follows = db.follow.getAll();
    const posts = db.post.getAll();
    for (const post of posts) {
      expect(post.likesCount).toBe(countWhere(likes, (like) => like.postId === post.id));
      expect(post.repostsCount).toBe(countWhere(reposts, (repost) => repost.postId === post.id));
      expect(post.commentsCount).toBe(
        countWhere(comments, (comment) => comment.postId === post.id),
      );
    }
    for (const user of db.user.getAll()) {
      expect(user.followersCount).toBe(countWhere(follows, (f) => f.followingId === user.id));
      expect(user.followingCount).toBe(countWhere(follows, (f) => f.followerId === user.id));
      expect(user.postsCount).toBe(
        countWhere(posts, (p) => p.authorId === user.id && p.groupId === null && !p.removedAt),
      );
    }
    const members = db.groupMember.getAll();
    for (const group of db.group.getAll()) {
      expect(group.memberCount).toBe(
        countWhere(members, (m) => m.groupId === group.id && m.status === 'joined'),
      );
      expect(group.postCount).toBe(
        countWhere(posts, (p) => p.groupId === group.id && !p.removedAt),
      );
    }
  });

  it('has no relation a real server would refuse', () => {
    expectNoDuplicates(db.like.getAll());
    expectNoDuplicates(db.repost.getAll());
    expectNoDuplicates(db.savedPost.getAll());
    const follows = db.follow.getAll();
    expect(new Set(follows.map((f) => `${f.followerId}:${f.followingId}`)).size).toBe(
      follows.length,
    );
    expect(follows.some((f) => f.followerId === f.followingId)).toBe(false);
    const blocks = db.block.getAll();
    expect(
      blocks.filter((block) => block.blockerId === SEED.demoUserId).map((b) => b.blockedId),
    ).toEqual([SEED.blockedUserId]);
    for (const block of blocks) {
      const pair = [block.blockerId, block.blockedId];
      expect(follows.some((f) => pair.includes(f.followerId) && pair.includes(f.followingId))).toBe(
        false,
      );
    }
    const posts = new Map(db.post.getAll().map((post) => [post.id, post]));
    for (const row of [...db.like.getAll(), ...db.repost.getAll(), ...db.savedPost.getAll()]) {
      expect(posts.get(row.postId)!.authorId).not.toBe(row.userId);
    }
  });

  it('gives the demo user a social circle with stories in both states', () => {
    const follows = db.follow.getAll();
    const following = follows
      .filter((f) => f.followerId === SEED.demoUserId)
      .map((f) => f.followingId);
    expect(following.length).toBeGreaterThanOrEqual(7);
    expect(countWhere(follows, (f) => f.followingId === SEED.demoUserId)).toBeGreaterThanOrEqual(8);
    const stories = db.story.getAll();
    expect(stories.length).toBeGreaterThanOrEqual(10);
    expect(new Set(stories.map((story) => story.authorId)).size).toBeGreaterThanOrEqual(6);
    expect(stories.every((story) => age(story.createdAt) < DAY)).toBe(true);
    const visible = stories.filter((story) => following.includes(story.authorId));
    expect(visible.length).toBeGreaterThanOrEqual(8);
    const viewed = new Set(
      db.storyView
        .getAll()
        .filter((v) => v.userId === SEED.demoUserId)
        .map((v) => v.storyId),
    );
    expect(viewed.size).toBe(3);
    expect(visible.filter((story) => !viewed.has(story.id)).length).toBeGreaterThanOrEqual(5);
  });

  it('has the 8 sample groups with consistent members', () => {
    const groups = db.group.getAll();
    const members = db.groupMember.getAll();
    expect(groups).toHaveLength(8);
    const auto = groups.filter((group) => group.isAutoGenerated);
    expect(auto.length).toBeGreaterThanOrEqual(3);
    for (const group of auto) {
      expect(group).toMatchObject({ category: 'Society', isPrivate: false });
      expect(group.societyId).not.toBeNull();
    }
    for (const group of groups) {
      expect(
        members.filter((m) => m.groupId === group.id && m.role === 'admin').map((m) => m.userId),
      ).toEqual([group.adminId]);
      expect(
        members.find((m) => m.groupId === group.id && m.userId === group.adminId)?.status,
      ).toBe('joined');
      expect(group.recentActivity.length).toBeGreaterThanOrEqual(2);
    }
    const statusOf = (groupId: number) =>
      members.find((m) => m.groupId === groupId && m.userId === SEED.demoUserId)?.status ?? 'none';
    const mine = members.filter((m) => m.userId === SEED.demoUserId);
    expect(mine.map((m) => m.status)).toEqual(['joined', 'joined', 'joined']);
    expect(groups.filter((group) => group.adminId === SEED.demoUserId).map((g) => g.id)).toEqual([
      SEED.adminGroupId,
    ]);
    const adminGroup = groups.find((group) => group.id === SEED.adminGroupId)!;
    expect(adminGroup.isPrivate).toBe(true);
    expect(
      countWhere(members, (m) => m.groupId === SEED.adminGroupId && m.status === 'pending'),
    ).toBe(2);
    expect(statusOf(SEED.societyGroupId)).toBe('joined');
    expect(groups.find((g) => g.id === SEED.societyGroupId)).toMatchObject({
      isAutoGenerated: true,
      societyId: SEED.demoSocietyId,
    });
    expect(statusOf(SEED.joinedGroupId)).toBe('joined');
    expect(statusOf(SEED.publicGroupNotJoinedId)).toBe('none');
    expect(groups.find((g) => g.id === SEED.publicGroupNotJoinedId)!.isPrivate).toBe(false);
    expect(statusOf(SEED.privateGroupNotJoinedId)).toBe('none');
    expect(groups.find((g) => g.id === SEED.privateGroupNotJoinedId)!.isPrivate).toBe(true);
    expect(countWhere(db.post.getAll(), (post) => post.groupId !== null)).toBeGreaterThanOrEqual(8);
  });

  it('gives the demo user notifications that match the seeded records', () => {
    const notifications = db.notification.getAll().filter((n) => n.recipientId === SEED.demoUserId);
    expect(notifications.length).toBeGreaterThanOrEqual(10);
    expect(countWhere(notifications, (n) => !n.read)).toBe(SEED.unreadNotifications);
    expect(SEED.unreadNotifications).toBe(6);
    // Every kind the contract has, but what the care team tells the author of a removed or
    // warned post (the demo user's posts break no rule): the blocked user has post_removed.
    const authorsOnly = ['post_removed', 'author_warned', 'appeal_decided'];
    expect(new Set(notifications.map((n) => n.type))).toEqual(
      new Set(NOTIFICATION_TYPES.filter((type) => !authorsOnly.includes(type))),
    );
    expect(
      db.notification
        .getAll()
        .some((n) => n.recipientId === SEED.blockedUserId && n.type === 'post_removed'),
    ).toBe(true);
    expect(countWhere(notifications, (n) => age(n.createdAt) > 7 * DAY)).toBeGreaterThanOrEqual(1);
    expect(countWhere(notifications, (n) => age(n.createdAt) < 12 * HOUR)).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      countWhere(db.notification.getAll(), (n) => n.recipientId !== SEED.demoUserId),
    ).toBeGreaterThanOrEqual(3);
  });

  it('makes every notification point at a record that explains it', () => {
    const users = new Map(db.user.getAll().map((user) => [user.id, user]));
    const posts = new Map(db.post.getAll().map((post) => [post.id, post]));
    const has = (rows: Array<{ userId: number; postId: number }>, userId: number, postId: number) =>
      rows.some((row) => row.userId === userId && row.postId === postId);
    for (const n of db.notification.getAll()) {
      expect(n.actorId).not.toBe(n.recipientId);
      const post = n.postId === null ? undefined : posts.get(n.postId);
      if (['like', 'repost', 'comment'].includes(n.type))
        expect(post?.authorId).toBe(n.recipientId);
      if (n.type === 'like') expect(has(db.like.getAll(), n.actorId, n.postId!)).toBe(true);
      if (n.type === 'repost') expect(has(db.repost.getAll(), n.actorId, n.postId!)).toBe(true);
      if (n.type === 'comment') {
        const match = (c: { postId: number; authorId: number; content: string }) =>
          c.postId === n.postId && c.authorId === n.actorId && c.content === n.comment;
        expect(db.comment.getAll().some(match)).toBe(true);
      }
      if (n.type === 'follow') {
        const follows = db.follow.getAll();
        expect(
          follows.some((f) => f.followerId === n.actorId && f.followingId === n.recipientId),
        ).toBe(true);
      }
      if (n.type === 'mention') {
        expect(post?.authorId).toBe(n.actorId);
        expect(post?.mentions).toContain(users.get(n.recipientId)!.username);
      }
      if (n.type === 'join') {
        const group = db.group.findFirst({ where: { id: { equals: n.groupId! } } })!;
        expect(group.adminId).toBe(n.recipientId);
        const member = db.groupMember.findFirst({
          where: { groupId: { equals: group.id }, userId: { equals: n.actorId } },
        });
        expect(member).not.toBeNull();
      }
    }
  });

  it('points SEED at the records its comments describe', () => {
    const user = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!;
    const post = (id: number) => db.post.findFirst({ where: { id: { equals: id } } })!;
    const follows = (a: number, b: number) =>
      db.follow.count({ where: { followerId: { equals: a }, followingId: { equals: b } } }) > 0;
    const demo = SEED.demoUserId;
    expect(user(SEED.neighbourId).societyId).toBe(SEED.demoSocietyId);
    expect(follows(demo, SEED.neighbourId) && follows(SEED.neighbourId, demo)).toBe(true);
    expect(user(SEED.unfollowedNeighbourId).societyId).toBe(SEED.demoSocietyId);
    expect(follows(demo, SEED.unfollowedNeighbourId)).toBe(false);
    expect(user(SEED.otherSocietyResidentId).societyId).not.toBe(SEED.demoSocietyId);
    expect(
      follows(demo, SEED.otherSocietyResidentId) || follows(SEED.otherSocietyResidentId, demo),
    ).toBe(false);
    expect(follows(demo, SEED.followedUserId)).toBe(true);
    expect(post(SEED.demoPostId).authorId).toBe(demo);
    expect(post(SEED.othersPostId)).toMatchObject({
      societyId: SEED.demoSocietyId,
      groupId: null,
      isBuilderWide: false,
    });
    expect(post(SEED.othersPostId).authorId).not.toBe(demo);
    const byDemo = (model: 'like' | 'repost' | 'savedPost', postId: number) =>
      db[model].count({ where: { userId: { equals: demo }, postId: { equals: postId } } });
    for (const model of ['like', 'repost', 'savedPost'] as const) {
      expect(byDemo(model, SEED.othersPostId)).toBe(0);
      expect(byDemo(model, SEED.likedPostId)).toBe(1);
    }
    expect(post(SEED.blockedUserPostId).authorId).toBe(SEED.blockedUserId);
    // The demo user's reports: the advert (removed, its appeal pending) and a neighbour's post
    // under review; the blocked user's other post is reported by three residents.
    const demoReports = db.report.getAll().filter((report) => report.reporterId === demo);
    expect(demoReports.map(({ postId, state }) => ({ postId, state }))).toEqual([
      { postId: SEED.removedPostId, state: 'removed' },
      { postId: SEED.reportedSocietyPostId, state: 'under_review' },
    ]);
    expect(post(SEED.removedPostId)).toMatchObject({
      authorId: SEED.blockedUserId,
      removedBy: SEED.removedByManagerId,
    });
    expect(db.appeal.findFirst({ where: { id: { equals: SEED.removedPostId } } })?.outcome).toBe(
      'pending',
    );
    expect(db.report.count({ where: { postId: { equals: SEED.blockedUserPostId } } })).toBe(3);
  });

  it('uses only local images that exist under public/', () => {
    const paths = [
      ...db.post.getAll().map((post) => post.imageUrl),
      ...db.user.getAll().map((user) => user.profileImage),
      ...db.group.getAll().map((group) => group.coverImage),
      ...db.story.getAll().map((story) => story.imageUrl),
    ].filter((path): path is string => path !== null);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      expect(path).toMatch(/^\/images\/(posts|avatars|groups|stories)\/[a-z-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, path)), path).toBe(true);
    }
  });
});
