import { beforeEach, describe, expect, it } from 'vitest';
import { createReport, type ReportBody } from '../../src/api/reports';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { expectRejected, postRecord, respond, send } from './test-utils';

const report = (overrides: Partial<ReportBody> = {}): ReportBody => ({
  reason: 'spam',
  description: '  Ads every day  ',
  postId: SEED.blockedUserPostId,
  userId: SEED.blockedUserId,
  reporterId: SEED.demoUserId,
  ...overrides,
});
// The reports a test filed: the seed has some by the demo user already.
let seeded = new Set<number>();
beforeEach(() => {
  seeded = new Set(db.report.getAll().map((record) => record.id));
});
const reportsBy = (reporterId: number) =>
  db.report.getAll().filter((record) => record.reporterId === reporterId && !seeded.has(record.id));

describe('createReport', () => {
  it('files a report (201) about a post and its author', async () => {
    await loginAs(SEED.demoUserId);
    const response = await respond('POST', '/api/reports', report());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      reason: 'spam',
      description: 'Ads every day',
      postId: SEED.blockedUserPostId,
      userId: SEED.blockedUserId,
      reporterId: SEED.demoUserId,
    });
    expect(reportsBy(SEED.demoUserId)).toEqual([
      expect.objectContaining({ postId: SEED.blockedUserPostId, description: 'Ads every day' }),
    ]);
  });

  it('files a report about a post only, or a user only, without a description', async () => {
    await loginAs(SEED.demoUserId);
    await createReport(report({ userId: null, description: null }));
    await createReport(report({ postId: null, description: '' }));
    expect(
      reportsBy(SEED.demoUserId).map(({ postId, userId, description }) => ({
        postId,
        userId,
        description,
      })),
    ).toEqual([
      { postId: SEED.blockedUserPostId, userId: null, description: null },
      { postId: null, userId: SEED.blockedUserId, description: null },
    ]);
  });

  it('refuses a second report of the same post by the same resident with 409', async () => {
    await loginAs(SEED.demoUserId);
    await createReport(report());
    const count = db.report.count();
    await expectRejected(
      () => createReport(report({ reason: 'other' })),
      409,
      'You have already reported this post',
    );
    // Naming no user, or another one, is still the same post.
    await expectRejected(
      () => createReport(report({ userId: null })),
      409,
      'You have already reported this post',
    );
    await expectRejected(
      () => createReport(report({ userId: SEED.neighbourId })),
      409,
      'You have already reported this post',
    );
    expect(db.report.count()).toBe(count);
  });

  it('refuses a second report of the same user (no post) with 409; another resident may', async () => {
    await loginAs(SEED.demoUserId);
    await createReport(report({ postId: null }));
    await expectRejected(
      () => createReport(report({ postId: null, reason: 'other' })),
      409,
      'You have already reported this user',
    );
    // The user's post is another matter, and another resident reports on their own account.
    const ofPost = () => db.report.count({ where: { postId: { equals: SEED.blockedUserPostId } } });
    const before = ofPost();
    await createReport(report());
    await loginAs(SEED.neighbourId);
    await createReport(report({ reporterId: SEED.neighbourId }));
    expect(ofPost()).toBe(before + 2);
  });

  it("refuses a report of the resident's own post, or of themselves, with 403", async () => {
    await loginAs(SEED.demoUserId);
    const count = db.report.count();
    await expectRejected(
      () => createReport(report({ postId: SEED.demoPostId, userId: SEED.demoUserId })),
      403,
      'You cannot report your own post',
    );
    await expectRejected(
      () => createReport(report({ postId: SEED.demoPostId, userId: null })),
      403,
      'You cannot report your own post',
    );
    await expectRejected(
      () => createReport(report({ postId: null, userId: SEED.demoUserId })),
      403,
      'You cannot report yourself',
    );
    expect(db.report.count()).toBe(count);
  });

  it.each([
    ['an unknown reason', { reason: 'boring' }, 'Please select a reason'],
    ['an empty reason', { reason: '' }, 'Please select a reason'],
    ['a missing reason', { reason: undefined }, 'Please select a reason'],
    [
      'too long details',
      { description: 'x'.repeat(1001) },
      'Details must be at most 1000 characters',
    ],
    ['a missing postId', { postId: undefined }, 'postId is required (null when reporting a user)'],
    ['a postId as a string', { postId: '3' }, /^postId must be a `number` type/],
    [
      'neither a post nor a user',
      { postId: null, userId: null },
      'A report needs a post or a user',
    ],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => send('POST', '/api/reports', { ...report(), ...overrides }),
      400,
      message,
    );
  });

  it('refuses 401 signed out, 403 for another reporter, 404 for an unknown post or user', async () => {
    await expectRejected(() => createReport(report()), 401, 'Please log in to continue');
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => createReport(report({ reporterId: SEED.neighbourId })),
      403,
      'You can only do this for your own account',
    );
    await expectRejected(() => createReport(report({ postId: 9999 })), 404, 'Post not found');
    await expectRejected(() => createReport(report({ userId: 9999 })), 404, 'User not found');
  });

  it('leaves the reported post in place', async () => {
    await loginAs(SEED.demoUserId);
    const before = postRecord(SEED.blockedUserPostId);
    await createReport(report());
    expect(postRecord(SEED.blockedUserPostId)).toEqual(before);
  });
});
