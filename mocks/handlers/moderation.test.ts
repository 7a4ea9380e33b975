// Report outcomes (docs/product.md#reports): the care team's cases and decisions, a removed post
// leaving every list and count, the author's one appeal, and the reporter never named to them.
import { describe, expect, it } from 'vitest';
import { logout } from '../../src/api/auth';
import { listTrendingHashtags, search } from '../../src/api/discovery';
import { createGroupPost, getGroup, listGroupPosts } from '../../src/api/groups';
import { savePost } from '../../src/api/interactions';
import { listNotifications } from '../../src/api/notifications';
import { getPost, getPostStats } from '../../src/api/posts';
import {
  appealRemoval,
  createReport,
  decideAppeal,
  decideReport,
  listModerationCases,
  listMyReports,
} from '../../src/api/reports';
import type { Post } from '../../src/api/types';
import { getUser, listSavedPosts } from '../../src/api/users';
import { createdPost } from '../../src/testing/created-post';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { expectRejected, postRecord, send } from './test-utils';

const manager = SEED.careManagerId;
const head = SEED.careHeadId;
const author = SEED.neighbourId;
const reporter = SEED.demoUserId;
const TAG = 'ZqSofaSale';

/** A post by the neighbour (demo society), saved and reported by the demo user; its report id. */
async function reportedPost() {
  await loginAs(author);
  const post = await createdPost({ content: `Selling my sofa, DM me #${TAG}`, authorId: author });
  await loginAs(reporter);
  await savePost({ userId: reporter, postId: post.id });
  await createReport({
    reason: 'spam',
    description: 'An advert',
    postId: post.id,
    userId: author,
    reporterId: reporter,
  });
  const report = db.report.findFirst({ where: { postId: { equals: post.id } } })!;
  return { post, reportId: report.id };
}

const remove = (reportId: number, actorId = manager) =>
  loginAs(actorId).then(() =>
    decideReport(reportId, { actorId, decision: 'remove', note: 'Adverts are not allowed' }),
  );

const noticesOf = (userId: number, type: string) =>
  db.notification.getAll().filter((n) => n.recipientId === userId && n.type === type);

/** Where a feed post shows up for the demo user, as ids (or counts). */
async function readPaths(post: Post) {
  await loginAs(reporter);
  const feed = await send<Post[]>('GET', '/api/posts');
  const byAuthor = await send<Post[]>('GET', `/api/posts?authorId=${author}`);
  const tagged = await send<Post[]>('GET', `/api/posts?hashtag=${TAG}`);
  const found = await send<Post[]>('GET', `/api/posts?q=sofa`);
  const profile = await getUser(author);
  return {
    inFeed: feed.some((each) => each.id === post.id),
    byAuthor: byAuthor.some((each) => each.id === post.id),
    tagged: tagged.length,
    found: found.some((each) => each.id === post.id),
    trending: (await listTrendingHashtags('24h', 50)).some((tag) => tag.tag === TAG),
    searchTags: (await search(`#${TAG}`)).hashtags.length,
    saved: (await listSavedPosts(reporter)).some((each) => each.id === post.id),
    onProfile: profile.posts.some((each) => each.id === post.id),
    postsCount: profile.postsCount,
    total: (await getPostStats()).totalPosts,
  };
}

describe('the care team’s reports', () => {
  it('lists the open cases a member serves: a post’s reports together, appeals marked', async () => {
    await loginAs(manager);
    const mine = await listModerationCases();
    const society = mine.find((each) => each.post?.id === SEED.reportedSocietyPostId)!;
    expect(society.kind).toBe('report');
    expect(society.reports.map((report) => report.reporter.id)).toContain(reporter);
    expect(society.reports).toHaveLength(2);
    // The blocked user's posts are in society 8: the care head's, not this manager's.
    expect(mine.some((each) => each.post?.id === SEED.blockedUserPostId)).toBe(false);

    await loginAs(head);
    const all = await listModerationCases();
    expect(all.find((each) => each.post?.id === SEED.blockedUserPostId)?.reports).toHaveLength(3);
    const appeal = all.find((each) => each.kind === 'appeal')!;
    expect(appeal.post?.id).toBe(SEED.removedPostId);
    // The care team reads a removed post whole, with who removed it and the appeal.
    expect(appeal.post?.content).toBe(postRecord(SEED.removedPostId).content);
    expect(appeal.post?.removal).toMatchObject({
      removedBy: { id: SEED.removedByManagerId },
      appeal: { outcome: 'pending' },
    });
  });

  it('is for the care team: 403 for a resident, 401 signed out', async () => {
    await loginAs(reporter);
    await expectRejected(() => listModerationCases(), 403, 'This page is for the care team');
    await logout();
    await expectRejected(() => listModerationCases(), 401, 'Please log in to continue');
  });
});

describe('deciding a report', () => {
  it('removes the post: every report of it closes, each reporter and the author are told', async () => {
    const { post, reportId } = await reportedPost();
    await loginAs(SEED.followedUserId);
    await createReport({
      reason: 'other',
      description: null,
      postId: post.id,
      userId: null,
      reporterId: SEED.followedUserId,
    });
    const closed = await remove(reportId);
    expect(closed.map((report) => report.state)).toEqual(['removed', 'removed']);
    expect(postRecord(post.id)).toMatchObject({
      removedBy: manager,
      removalNote: 'Adverts are not allowed',
    });
    for (const each of [reporter, SEED.followedUserId])
      expect(noticesOf(each, 'report_reviewed').find((n) => n.postId === post.id)).toMatchObject({
        actorId: manager,
        reportOutcome: 'removed',
      });
    expect(noticesOf(author, 'post_removed')).toEqual([
      expect.objectContaining({ postId: post.id, comment: 'Adverts are not allowed' }),
    ]);
    await loginAs(reporter);
    expect((await listMyReports(reporter))[0]).toMatchObject({
      state: 'removed',
      reason: 'spam',
      post: { id: post.id, content: '' },
    });
  });

  it('takes a removed post out of every list and count, and an appeal restores it', async () => {
    const { post, reportId } = await reportedPost();
    const before = await readPaths(post);
    expect(before).toMatchObject({
      inFeed: true,
      byAuthor: true,
      tagged: 1,
      found: true,
      trending: true,
      searchTags: 1,
      saved: true,
      onProfile: true,
    });
    await remove(reportId);
    expect(await readPaths(post)).toEqual({
      inFeed: false,
      byAuthor: false,
      tagged: 0,
      found: false,
      trending: false,
      searchTags: 0,
      saved: false,
      onProfile: false,
      postsCount: before.postsCount! - 1,
      total: before.total - 1,
    });
    await loginAs(author);
    await appealRemoval(post.id, author, 'It is a free giveaway');
    await loginAs(head);
    expect(await decideAppeal(post.id, head, 'restore')).toMatchObject({ outcome: 'restored' });
    expect(await readPaths(post)).toEqual(before);
    expect(db.report.findFirst({ where: { id: { equals: reportId } } })?.state).toBe('restored');
    expect(noticesOf(author, 'appeal_decided')).toEqual([
      expect.objectContaining({ reportOutcome: 'restored', actorId: head }),
    ]);
  });

  it('takes a removed group post out of its group and its count', async () => {
    await loginAs(reporter);
    const post = (await createGroupPost(SEED.societyGroupId, {
      content: 'Cheap loans, DM me',
      authorId: reporter,
    })) as Post;
    await loginAs(author);
    await createReport({
      reason: 'spam',
      description: null,
      postId: post.id,
      userId: null,
      reporterId: author,
    });
    const before = (await getGroup(SEED.societyGroupId)).postCount;
    const report = db.report.findFirst({ where: { postId: { equals: post.id } } })!;
    await loginAs(manager);
    await decideReport(report.id, { actorId: manager, decision: 'remove', note: 'No loans' });
    await loginAs(author);
    expect((await listGroupPosts(SEED.societyGroupId)).some((p) => p.id === post.id)).toBe(false);
    expect((await getGroup(SEED.societyGroupId)).postCount).toBe(before - 1);
  });

  it('shows a removed post by id as removed: the words withheld but from its author, with the note', async () => {
    const { post, reportId } = await reportedPost();
    await remove(reportId);
    await loginAs(reporter);
    expect(await getPost(post.id)).toMatchObject({
      content: '',
      hashtags: [],
      removal: { note: null, removedBy: null, appeal: null },
    });
    // Its author reads what they wrote: the note may ask them to post it again, corrected.
    await loginAs(author);
    expect(await getPost(post.id)).toMatchObject({
      content: postRecord(post.id).content,
      removal: { note: 'Adverts are not allowed', removedBy: null },
    });
    expect(postRecord(post.id).content).not.toBe('');
    // Nothing more can be done to it.
    await loginAs(reporter);
    await expectRejected(
      () => send('POST', '/api/likes', { userId: reporter, postId: post.id }),
      404,
      'Post not found',
    );
  });

  it('warns the author with the note; the post stays', async () => {
    const { post, reportId } = await reportedPost();
    await loginAs(manager);
    await decideReport(reportId, { actorId: manager, decision: 'warn', note: 'Please no adverts' });
    expect(postRecord(post.id).removedAt).toBeNull();
    expect(noticesOf(author, 'author_warned')).toEqual([
      expect.objectContaining({ postId: post.id, comment: 'Please no adverts' }),
    ]);
    expect(noticesOf(reporter, 'report_reviewed').at(-1)).toMatchObject({
      reportOutcome: 'warned',
    });
  });

  it('keeps a report of a user, or warns them; Remove does not apply (400)', async () => {
    const reportUser = async (userId: number) => {
      await loginAs(reporter);
      await createReport({
        reason: 'harassment',
        description: null,
        postId: null,
        userId,
        reporterId: reporter,
      });
      await loginAs(manager);
      return db.report.getAll().find((r) => r.postId === null && r.userId === userId)!.id;
    };
    const kept = await reportUser(author);
    await expectRejected(
      () => decideReport(kept, { actorId: manager, decision: 'remove', note: 'Bye' }),
      400,
      'A report of a user has no post to remove: keep it or warn the user',
    );
    await decideReport(kept, { actorId: manager, decision: 'keep', note: null });
    expect(noticesOf(reporter, 'report_reviewed').at(-1)).toMatchObject({
      reportOutcome: 'kept',
      reportReason: 'harassment',
      postId: null,
    });
    const warned = await reportUser(SEED.unfollowedNeighbourId);
    await decideReport(warned, { actorId: manager, decision: 'warn', note: 'Be kind' });
    expect(noticesOf(SEED.unfollowedNeighbourId, 'author_warned')).toEqual([
      expect.objectContaining({ postId: null, comment: 'Be kind' }),
    ]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const { reportId } = await reportedPost();
    const body = { actorId: manager, decision: 'remove' as const, note: 'Adverts are not allowed' };
    await loginAs(reporter);
    await expectRejected(
      () => decideReport(reportId, { ...body, actorId: reporter }),
      403,
      'Only the care team serving this society can decide its reports',
    );
    await loginAs(SEED.otherCareManagerId);
    await expectRejected(
      () => decideReport(reportId, { ...body, actorId: SEED.otherCareManagerId }),
      403,
      'Only the care team serving this society can decide its reports',
    );
    await loginAs(manager);
    await expectRejected(() => decideReport(9999, body), 404, 'Report not found');
    for (const note of [null, '   '])
      await expectRejected(
        () => decideReport(reportId, { ...body, note }),
        400,
        'Please write a note to the author',
      );
    await expectRejected(
      () => decideReport(reportId, { ...body, decision: 'warn', note: null }),
      400,
      'Please write a note to the author',
    );
    await expectRejected(
      () => send('POST', `/api/reports/${reportId}/decision`, { ...body, decision: 'ban' }),
      400,
      'Please choose Keep, Remove post or Warn the author',
    );
    await decideReport(reportId, body);
    await expectRejected(() => decideReport(reportId, body), 409, 'This report is already decided');
  });
});

describe('an appeal', () => {
  it('is the author’s, once, with a reason, of a removed post only', async () => {
    const { post, reportId } = await reportedPost();
    await loginAs(author);
    await expectRejected(
      () => appealRemoval(post.id, author, 'Please'),
      409,
      'This post has not been removed',
    );
    await remove(reportId);
    await loginAs(reporter);
    await expectRejected(
      () => appealRemoval(post.id, reporter, 'Please'),
      403,
      'Only the author can ask for a review',
    );
    await loginAs(author);
    await expectRejected(
      () => appealRemoval(post.id, author, '  '),
      400,
      'Please say why the post should be back',
    );
    expect(await appealRemoval(post.id, author, ' A giveaway ')).toMatchObject({
      reason: 'A giveaway',
      outcome: 'pending',
    });
    await expectRejected(
      () => appealRemoval(post.id, author, 'Again'),
      409,
      'You have already asked for a review of this post',
    );
    expect((await getPost(post.id)).removal?.appeal).toMatchObject({ outcome: 'pending' });
  });

  it('is decided by another member than who removed the post', async () => {
    const { post, reportId } = await reportedPost();
    await remove(reportId);
    await loginAs(head);
    await expectRejected(
      () => decideAppeal(post.id, head, 'restore'),
      404,
      'This post has no appeal',
    );
    await loginAs(author);
    await appealRemoval(post.id, author, 'A giveaway');
    await loginAs(manager);
    await expectRejected(
      () => decideAppeal(post.id, manager, 'restore'),
      403,
      'You removed this post: another care team member decides its appeal',
    );
    await loginAs(author);
    await expectRejected(
      () => decideAppeal(post.id, author, 'restore'),
      403,
      "Only the care team serving this post's society can decide its appeal",
    );
    await loginAs(head);
    expect(await decideAppeal(post.id, head, 'keep_removed')).toMatchObject({
      outcome: 'kept_removed',
    });
    expect(postRecord(post.id).removedAt).not.toBeNull();
    expect(noticesOf(author, 'appeal_decided').at(-1)).toMatchObject({ reportOutcome: 'removed' });
    await expectRejected(
      () => decideAppeal(post.id, head, 'restore'),
      409,
      'This appeal is already decided',
    );
  });
});

describe('reporter anonymity', () => {
  it('leaves the reporter out of everything the author reads', async () => {
    const { post, reportId } = await reportedPost();
    await remove(reportId);
    await loginAs(author);
    const reads = JSON.stringify([
      await getPost(post.id),
      await listNotifications(author),
      await getUser(author),
      await listMyReports(author),
      await send('GET', `/api/posts?authorId=${author}`),
    ]);
    expect(reads).not.toMatch(/reporter/i);
    // The moderation notices name the care team member, never the resident who reported.
    const notices = (await listNotifications(author)).filter((n) => n.post?.id === post.id);
    expect(notices.map((n) => [n.type, n.actor.id])).toEqual([['post_removed', manager]]);
  });

  it('gives a resident only their own reports', async () => {
    await loginAs(reporter);
    const mine = await listMyReports(reporter);
    expect(mine.map((report) => report.state)).toEqual(['under_review', 'removed']);
    await expectRejected(
      () => listMyReports(author),
      403,
      'You can only do this for your own account',
    );
  });
});
