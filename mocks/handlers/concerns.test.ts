// Concerns in the mock backend (docs/product.md#concerns): raising one, "Affects me too", the
// lifecycle with its permissions, the timeline and the clock, each checked against the db.
import { describe, expect, it } from 'vitest';
import {
  assignConcern,
  changeConcernStatus,
  getCareQueue,
  listConcernTimeline,
  respondToConcern,
  markAffected,
  unmarkAffected,
  type StatusChangeBody,
} from '../../src/api/concerns';
import { createPost, getPost } from '../../src/api/posts';
import { getUser } from '../../src/api/users';
import type { Concern } from '../../src/api/types';
import { CONCERN_STATUSES, escalationLevel, nextDeadline } from '../../src/lib/concerns';
import { makeCareMember, makeConcern } from '../../src/testing/concerns';
import { createdPost } from '../../src/testing/created-post';
import { loginAs } from '../../src/testing/session';
import { db, nextId } from '../db';
import { SEED } from '../seed';
import { expectRejected, postRecord, send } from './test-utils';

const me = SEED.demoUserId;
const concernRecord = (postId: number) =>
  db.concern.findFirst({ where: { id: { equals: postId } } });
const eventsOf = (postId: number) =>
  db.concernEvent.findMany({ where: { postId: { equals: postId } } });
const move = (postId: number, actorId: number, change: Omit<StatusChangeBody, 'actorId'>) =>
  changeConcernStatus(postId, { actorId, ...change }) as Promise<Concern>;

/** A concern resolved eight days ago that its author never answered: due to close by itself. */
function resolvedEightDaysAgo(): number {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000).toISOString();
  const where = { id: { equals: SEED.demoUpdatePostId } };
  db.post.update({ where, data: { createdAt: daysAgo(10) } });
  const postId = makeConcern(SEED.demoUpdatePostId, { status: 'resolved' });
  db.concern.update({ where, data: { statusSince: daysAgo(8) } });
  return postId;
}

describe('raising a concern', () => {
  it('makes a new post a concern with its category and place, open, on the clock', async () => {
    await loginAs(me);
    const post = await createdPost({
      content: 'The lift in B block stops between floors',
      authorId: me,
      concern: { category: 'lift', place: '  B block ' },
    });
    expect(post.concern).toMatchObject({
      postId: post.id,
      category: 'lift',
      place: 'B block',
      status: 'open',
      statusSince: post.createdAt,
      affectedCount: 1,
      affectedByMe: false,
      escalationLevel: 1,
      autoClosesAt: null,
      rating: null,
      deadline: { kind: 'acknowledge' },
    });
    const dayLater = new Date(Date.parse(post.createdAt) + 24 * 3_600_000).toISOString();
    expect(post.concern!.deadline!.by).toBe(dayLater);
    expect(concernRecord(post.id)).toMatchObject({ category: 'lift', status: 'open' });
    expect(eventsOf(post.id)).toMatchObject([{ type: 'created', actorId: me }]);
  });

  it('keeps a post without one an update', async () => {
    await loginAs(me);
    const post = await createdPost({ content: 'Diwali mela on Sunday', authorId: me });
    expect(post.concern).toBeNull();
    expect(concernRecord(post.id)).toBeNull();
  });

  it('refuses an unknown category or a long place, and stores nothing', async () => {
    await loginAs(me);
    const body = { content: 'No water since morning', authorId: me };
    await expectRejected(
      () => send('POST', '/api/posts', { ...body, concern: { category: 'plumbing' } }),
      400,
      'Choose what the concern is about',
    );
    await expectRejected(
      () => createPost({ ...body, concern: { category: 'water', place: 'x'.repeat(41) } }),
      400,
      'Place must be at most 40 characters',
    );
  });
});

describe('"Affects me too"', () => {
  it('counts a neighbour once, and takes them back', async () => {
    const postId = makeConcern(SEED.othersPostId);
    await loginAs(me);
    const marked = (await markAffected(postId, me)) as Concern;
    expect(marked).toMatchObject({ affectedCount: 2, affectedByMe: true });
    expect(db.affected.count({ where: { postId: { equals: postId } } })).toBe(1);
    expect((await getPost(postId)).concern).toMatchObject({ affectedCount: 2, affectedByMe: true });
    await expectRejected(() => markAffected(postId, me), 409, 'You already said it affects you');

    const taken = (await unmarkAffected(postId, me)) as Concern;
    expect(taken).toMatchObject({ affectedCount: 1, affectedByMe: false });
    expect(db.affected.count({ where: { postId: { equals: postId } } })).toBe(0);
    await expectRejected(() => unmarkAffected(postId, me), 404, 'You have not said it affects you');
  });

  it('is not for its author, residents of other societies, someone else, or an update', async () => {
    const postId = makeConcern(SEED.othersPostId);
    const author = postRecord(postId).authorId;
    await loginAs(author);
    await expectRejected(
      () => markAffected(postId, author),
      403,
      'You raised this concern: it counts you already',
    );
    await loginAs(SEED.otherSocietyResidentId);
    await expectRejected(
      () => markAffected(postId, SEED.otherSocietyResidentId),
      403,
      'Only residents of its society can say it affects them',
    );
    await loginAs(me);
    await expectRejected(
      () => markAffected(postId, SEED.neighbourId),
      403,
      'You can only do this for your own account',
    );
    await expectRejected(
      () => markAffected(SEED.demoUpdatePostId, me),
      400,
      'This post is an update, not a concern',
    );
  });

  it('notes each milestone of the affected count on the timeline once', async () => {
    const postId = makeConcern(SEED.othersPostId, { affectedBy: [101, 102, 103] });
    await loginAs(me);
    await markAffected(postId, me);
    await unmarkAffected(postId, me);
    await markAffected(postId, me);
    const timeline = await listConcernTimeline(postId);
    expect(timeline.map((event) => [event.type, event.affectedCount])).toEqual([
      ['created', null],
      ['affected', 5],
    ]);
  });
});

describe('the lifecycle', () => {
  const careManager = () => makeCareMember(SEED.followedUserId, SEED.demoSocietyId);

  it('is worked by the care team and closed by the author, each step on the timeline', async () => {
    const postId = makeConcern(SEED.demoUpdatePostId);
    const care = careManager();
    await loginAs(care);
    expect(await move(postId, care, { status: 'acknowledged' })).toMatchObject({
      status: 'acknowledged',
      deadline: { kind: 'resolve' },
    });
    await move(postId, care, { status: 'in_progress' });
    await move(postId, care, { status: 'resolved', note: 'Float valve replaced' });
    expect(concernRecord(postId)).toMatchObject({ status: 'resolved' });

    await loginAs(me);
    await expectRejected(
      () => move(postId, me, { status: 'reopened', reason: ' ' }),
      400,
      'Say why it is not fixed to reopen it',
    );
    const reopened = await move(postId, me, { status: 'reopened', reason: 'Dry again at night' });
    expect(reopened.status).toBe('reopened');
    expect(concernRecord(postId)!.reopenedAt).toBe(reopened.statusSince);

    await loginAs(care);
    await move(postId, care, { status: 'resolved', note: 'Pump timer fixed' });
    await loginAs(me);
    await expectRejected(
      () => move(postId, me, { status: 'closed', rating: 7 }),
      400,
      'Rating must be a whole number from 1 to 5',
    );
    expect(await move(postId, me, { status: 'closed', rating: 4 })).toMatchObject({
      status: 'closed',
      rating: 4,
      deadline: null,
    });

    const timeline = await listConcernTimeline(postId);
    expect(
      timeline.map((event) => [event.type, event.status, event.actor?.id, event.text]),
    ).toEqual([
      ['created', null, me, null],
      ['status', 'acknowledged', care, null],
      ['status', 'in_progress', care, null],
      ['status', 'resolved', care, 'Float valve replaced'],
      ['status', 'reopened', me, 'Dry again at night'],
      ['status', 'resolved', care, 'Pump timer fixed'],
      ['status', 'closed', me, null],
    ]);
    expect(timeline.at(-1)!.rating).toBe(4);
  });

  it('refuses residents, the care team closing, skipped steps and a missing note', async () => {
    const postId = makeConcern(SEED.othersPostId);
    await loginAs(me);
    await expectRejected(
      () => move(postId, me, { status: 'acknowledged' }),
      403,
      "Only the care team can change a concern's status",
    );
    const care = careManager();
    await loginAs(care);
    await expectRejected(
      () => move(postId, care, { status: 'resolved', note: 'Done' }),
      409,
      'A concern that is Open cannot become Resolved',
    );
    await move(postId, care, { status: 'acknowledged' });
    await expectRejected(
      () => move(postId, care, { status: 'resolved' }),
      400,
      'A resolution note is required',
    );
    await expectRejected(
      () => move(postId, care, { status: 'closed' }),
      403,
      'Only the resident who raised the concern can close or reopen it',
    );
    const author = postRecord(postId).authorId;
    await loginAs(author);
    await expectRejected(
      () => move(postId, author, { status: 'closed' }),
      409,
      'A concern that is Acknowledged cannot become Closed',
    );
  });

  it("lets a society's manager act only in that society, the care head in every one", async () => {
    const postId = makeConcern(SEED.othersPostId);
    const otherManager = makeCareMember(SEED.otherSocietyResidentId, 2);
    await loginAs(otherManager);
    await expectRejected(
      () => move(postId, otherManager, { status: 'acknowledged' }),
      403,
      "Only the care team can change a concern's status",
    );
    const head = makeCareMember(SEED.neighbourId, null);
    await loginAs(head);
    expect((await move(postId, head, { status: 'acknowledged' })).status).toBe('acknowledged');
  });

  it('closes a resolved concern its author left unanswered for a week, and says so', async () => {
    const postId = resolvedEightDaysAgo();
    const timeline = await listConcernTimeline(postId);
    expect(timeline.at(-1)).toMatchObject({
      type: 'status',
      status: 'closed',
      actor: null,
      text: 'Closed automatically: its author did not answer within 7 days',
    });
    expect(concernRecord(postId)!.status).toBe('closed');
  });

  it('closes it once when the care queue is the first to read it', async () => {
    const postId = resolvedEightDaysAgo();
    await loginAs(SEED.careHeadId);
    const queue = await getCareQueue({ status: 'closed' });
    expect(queue.posts.find((post) => post.id === postId)?.concern?.status).toBe('closed');
    const closings = eventsOf(postId).filter((event) => event.status === 'closed');
    expect(closings).toHaveLength(1);
  });
});

describe('the clock as read', () => {
  it('gives the next deadline and escalation level as src/lib/concerns.ts computes them', async () => {
    const postId = makeConcern(SEED.othersPostId, { category: 'security' });
    await loginAs(me);
    const { concern, createdAt } = await getPost(postId);
    const clock = {
      category: 'security' as const,
      status: 'open' as const,
      createdAt,
      statusSince: createdAt,
    };
    const now = Date.now();
    const expected = nextDeadline(clock, now)!;
    expect(concern!.deadline!.by).toBe(new Date(expected.by).toISOString());
    expect(concern!.escalationLevel).toBe(escalationLevel(clock, now));
  });
});

describe('the care team', () => {
  it('assigns a concern to a member serving its society, on the timeline', async () => {
    const postId = makeConcern(SEED.othersPostId);
    const manager = makeCareMember(SEED.followedUserId, SEED.demoSocietyId);
    const head = makeCareMember(SEED.neighbourId, null);
    const elsewhere = makeCareMember(SEED.otherSocietyResidentId, 2);
    await loginAs(head);
    const assigned = (await assignConcern(postId, head, manager)) as Concern;
    expect(assigned.assignee?.id).toBe(manager);
    expect(concernRecord(postId)!.assigneeId).toBe(manager);
    await expectRejected(
      () => assignConcern(postId, head, elsewhere),
      400,
      "The assignee must be on the care team serving this concern's society",
    );
    const timeline = await listConcernTimeline(postId);
    expect(timeline.at(-1)).toMatchObject({
      type: 'assigned',
      actor: { id: head },
      assignee: { id: manager },
    });
    await loginAs(me);
    await expectRejected(
      () => assignConcern(postId, me, manager),
      403,
      "Only the care team serving this concern's society can do this",
    );
  });

  it('answers officially; residents cannot, and a blank answer is refused', async () => {
    const postId = makeConcern(SEED.othersPostId);
    const manager = makeCareMember(SEED.followedUserId, SEED.demoSocietyId);
    await loginAs(manager);
    const response = await respondToConcern(postId, manager, 'A technician visits at 4 pm');
    expect(response).toMatchObject({
      type: 'response',
      text: 'A technician visits at 4 pm',
      actor: { id: manager },
    });
    expect(eventsOf(postId).map((event) => event.type)).toEqual(['created', 'response']);
    await expectRejected(
      () => respondToConcern(postId, manager, '   '),
      400,
      'Response cannot be empty',
    );
    await loginAs(me);
    await expectRejected(
      () => respondToConcern(postId, me, 'Fixed it myself'),
      403,
      "Only the care team serving this concern's society can do this",
    );
  });

  it('sees the concerns it serves in its queue, counted, filtered and sorted', async () => {
    const servedBy = (societyId: number | null) =>
      db.concern
        .getAll()
        .filter((record) => societyId === null || postRecord(record.id).societyId === societyId);
    const idsOf = (posts: Array<{ id: number }>) =>
      posts.map((post) => post.id).sort((a, b) => a - b);
    await loginAs(SEED.careManagerId);
    const queue = await getCareQueue();
    const mine = servedBy(SEED.demoSocietyId);
    expect(idsOf(queue.posts)).toEqual(idsOf(mine));
    const affected = queue.posts.map((post) => post.concern!.affectedCount);
    expect(affected).toEqual([...affected].sort((a, b) => b - a));
    for (const status of CONCERN_STATUSES)
      expect(queue.counts[status]).toBe(mine.filter((record) => record.status === status).length);
    expect((await getCareQueue({ status: 'open' })).posts.map((p) => p.id)).toEqual([
      SEED.openNeighbourConcernId,
    ]);
    const water = await getCareQueue({ category: 'water' });
    expect(water.posts.map((p) => p.id)).toEqual([SEED.demoPostId]);
    expect(water.counts).toEqual(queue.counts);

    await loginAs(SEED.careHeadId);
    const everything = await getCareQueue({ sort: 'oldest' });
    expect(idsOf(everything.posts)).toEqual(idsOf(servedBy(null)));
    const times = everything.posts.map((post) => post.createdAt);
    expect(times).toEqual([...times].sort());
    expect(idsOf((await getCareQueue({ societyId: 2 })).posts)).toEqual(idsOf(servedBy(2)));
    const overdue = await getCareQueue({ overdue: true });
    expect(overdue.posts.length).toBeGreaterThanOrEqual(4);
    expect(overdue.posts.every((post) => Date.parse(post.concern!.deadline!.by) < Date.now())).toBe(
      true,
    );
    await expectRejected(
      () => send('GET', '/api/care/queue?sort=newest'),
      400,
      'sort must be one of affected, oldest',
    );

    await loginAs(me);
    await expectRejected(() => getCareQueue(), 403, 'This page is for the care team');
  });

  it('gives its queue a page at a time, with the total the filters keep', async () => {
    await loginAs(SEED.careHeadId);
    const whole = await getCareQueue();
    expect(whole.total).toBe(whole.posts.length);
    expect(whole.total).toBeGreaterThan(5);
    const first = await getCareQueue({ limit: 3 });
    const rest = await getCareQueue({ limit: 100, offset: 3 });
    expect(first.posts).toHaveLength(3);
    expect([...first.posts, ...rest.posts].map((post) => post.id)).toEqual(
      whole.posts.map((post) => post.id),
    );
    expect([first.total, rest.total]).toEqual([whole.total, whole.total]);
    expect(first.counts).toEqual(whole.counts);
    expect((await getCareQueue({ limit: 3, offset: whole.total })).posts).toEqual([]);
    const open = await getCareQueue({ status: 'open', limit: 1 });
    expect(open.total).toBe(whole.counts.open);

    for (const limit of ['0', '101'])
      await expectRejected(
        () => send('GET', `/api/care/queue?limit=${limit}`),
        400,
        'limit must be between 1 and 100',
      );
    await expectRejected(
      () => send('GET', '/api/care/queue?offset=-1'),
      400,
      'offset must be a whole number',
    );
  });

  it('follows each change to what it serves between two reads', async () => {
    const ids = (queue: { posts: Array<{ id: number }> }) => queue.posts.map((post) => post.id);
    await loginAs(SEED.careHeadId);
    const before = await getCareQueue();
    expect(ids(before)).not.toContain(SEED.demoUpdatePostId);

    const postId = makeConcern(SEED.demoUpdatePostId, { category: 'water' });
    const raised = await getCareQueue();
    expect(raised.total).toBe(before.total + 1);
    expect(raised.counts.open).toBe(before.counts.open + 1);
    const affectedNow = () =>
      getCareQueue().then(
        (queue) => queue.posts.find((post) => post.id === postId)!.concern!.affectedCount,
      );
    expect(await affectedNow()).toBe(1);
    db.affected.create({ id: nextId('affected'), postId, userId: SEED.neighbourId });
    expect(await affectedNow()).toBe(2);

    db.post.update({
      where: { id: { equals: postId } },
      data: { removedAt: new Date().toISOString() },
    });
    const removed = await getCareQueue();
    expect(ids(removed)).not.toContain(postId);
    expect(removed.total).toBe(before.total);
  });

  it('is told apart from residents on a profile', async () => {
    const manager = makeCareMember(SEED.followedUserId, SEED.demoSocietyId);
    await loginAs(me);
    expect((await getUser(manager)).careTeam).toEqual({
      title: 'Society manager',
      societyId: SEED.demoSocietyId,
    });
    expect((await getUser(me)).careTeam).toBeNull();
  });
});
