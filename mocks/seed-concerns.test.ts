// The seeded care team and concerns (docs/product.md#concerns): a story the rules allow, step by
// step, with the notifications the server would have written for it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { CARE_CREDENTIALS, CARE_HEAD_CREDENTIALS } from '../src/lib/demo';
import {
  autoClosesAt,
  CONCERN_STATUSES,
  escalationLevel,
  refuseStatusChange,
  type ConcernActor,
  type ConcernCategory,
  type ConcernStatus,
} from '../src/lib/concerns';
import { SAMPLE_SOCIETIES } from '../src/lib/societies';
import { clearDb, db, type ConcernRecord } from './db';
import { SEED, seedDb } from './seed';

const NOW = Date.parse('2026-03-10T09:00:00.000Z');
const PUBLIC_DIR = join(__dirname, '..', 'public');

// As of a fixed now (the setup's db is seeded as of when the test runs).
beforeEach(() => {
  clearDb();
  seedDb({ now: NOW });
});

const post = (id: number) => db.post.findFirst({ where: { id: { equals: id } } })!;
const user = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!;
const concern = (id: number) => db.concern.findFirst({ where: { id: { equals: id } } })!;
const eventsOf = (postId: number) =>
  db.concernEvent
    .findMany({ where: { postId: { equals: postId } } })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
const affectedIdsOf = (postId: number) =>
  db.affected.findMany({ where: { postId: { equals: postId } } }).map((row) => row.userId);
const careMember = (userId: number) =>
  db.careMember.findFirst({ where: { id: { equals: userId } } });
const clockOf = (record: ConcernRecord) => ({
  category: record.category as ConcernCategory,
  status: record.status as ConcernStatus,
  createdAt: post(record.id).createdAt,
  statusSince: record.statusSince,
  reopenedAt: record.reopenedAt,
});
const serves = (userId: number, societyId: number | null) => {
  const member = careMember(userId);
  return member !== null && (member.societyId === null || member.societyId === societyId);
};

// Words a post's text has for its category: a concern's category fits what its author wrote.
const CATEGORY_WORDS: Record<ConcernCategory, RegExp> = {
  water: /water|tanker|borewell/i,
  electricity: /power|DG|outage|feeder/i,
  lift: /lift|elevator/i,
  security: /guard|CCTV|camera|stolen/i,
  parking: /park|slot|EV|bike|two-wheeler/i,
  cleanliness: /garbage|bins|waste/i,
  maintenance: /STP|maintenance/i,
  noise: /noise|loud|drilling|band|furniture|sound/i,
  amenities: /gym|pool|clubhouse/i,
  other: /./,
};

describe('the seeded care team', () => {
  it('has a manager for each of the 10 societies and the care head, each a user account', () => {
    const members = db.careMember.getAll();
    expect(members).toHaveLength(11);
    expect(
      members
        .map((member) => member.societyId)
        .filter((id) => id !== null)
        .sort((a, b) => a! - b!),
    ).toEqual(SAMPLE_SOCIETIES.map((_, index) => index + 1));
    for (const member of members) {
      const account = user(member.id);
      expect(account.username).toMatch(/^[a-z_]+$/);
      expect(account.societyId).toBeNull();
      expect(account.flatNumber).toBeNull();
      expect(account.bio).toBeTruthy();
      const society = member.societyId && SAMPLE_SOCIETIES[member.societyId - 1].name;
      expect(member.title).toBe(
        society ? `Society Manager, ${society}` : 'Care Head, Vasundhara Homes',
      );
      if (account.profileImage)
        expect(existsSync(join(PUBLIC_DIR, account.profileImage))).toBe(true);
    }
  });

  it('names the demo society manager, the care head and another manager in SEED', () => {
    expect(user(SEED.careManagerId)).toMatchObject({
      ...CARE_CREDENTIALS,
      fullName: 'Sanjay Patwardhan',
    });
    expect(careMember(SEED.careManagerId)!.societyId).toBe(SEED.demoSocietyId);
    expect(user(SEED.careHeadId)).toMatchObject({
      ...CARE_HEAD_CREDENTIALS,
      fullName: 'Revathi Menon',
    });
    expect(careMember(SEED.careHeadId)!.societyId).toBeNull();
    expect(careMember(SEED.otherCareManagerId)!.societyId).not.toBe(SEED.demoSocietyId);
  });
});

describe('the seeded concerns', () => {
  it('make about half the feed posts concerns, each of a category its text speaks of', () => {
    const feed = db.post.getAll().filter((p) => p.groupId === null);
    const concerns = db.concern.getAll();
    expect(concerns.length / feed.length).toBeGreaterThan(0.4);
    expect(concerns.length / feed.length).toBeLessThan(0.6);
    for (const record of concerns) {
      expect(post(record.id).groupId).toBeNull();
      expect(post(record.id).content).toMatch(CATEGORY_WORDS[record.category as ConcernCategory]);
    }
  });

  it('cover every status, with ratings on closed concerns and overdue ones escalated', () => {
    const concerns = db.concern.getAll();
    const statuses = new Set(concerns.map((record) => record.status));
    expect([...statuses].sort()).toEqual([...CONCERN_STATUSES].sort());
    const levels = concerns.map((record) => escalationLevel(clockOf(record), NOW));
    expect(levels.filter((level) => level === 2).length).toBeGreaterThanOrEqual(2);
    expect(levels.filter((level) => level === 3).length).toBeGreaterThanOrEqual(2);
    const rated = concerns.filter((record) => record.status === 'closed' && record.rating !== null);
    expect(rated.length).toBeGreaterThanOrEqual(4);
  });

  it('tell each concern as the rules allow it, its record agreeing with its timeline', () => {
    for (const record of db.concern.getAll()) {
      const { authorId, societyId, createdAt } = post(record.id);
      const events = eventsOf(record.id);
      expect(events[0]).toMatchObject({ type: 'created', actorId: authorId, createdAt });
      let status: ConcernStatus = 'open';
      let statusSince = createdAt;
      let assigneeId: number | null = null;
      for (const event of events.slice(1)) {
        expect(event.createdAt > createdAt && Date.parse(event.createdAt) < NOW).toBe(true);
        if (event.type === 'status') {
          // A step nobody took is the automatic close, a week after it was resolved.
          const actor: ConcernActor | null =
            event.actorId === null
              ? null
              : event.actorId === authorId
                ? 'author'
                : serves(event.actorId, societyId)
                  ? 'care'
                  : 'resident';
          if (actor === null) {
            expect(event.status).toBe('closed');
            expect(Date.parse(event.createdAt) - Date.parse(statusSince)).toBe(7 * 86_400_000);
          } else {
            const change = { from: status, to: event.status as ConcernStatus, actor };
            expect(
              refuseStatusChange({
                ...change,
                note: event.text,
                reason: event.text,
                rating: event.rating,
              }),
              `${record.id}: ${status} to ${event.status}`,
            ).toBeNull();
          }
          status = event.status as ConcernStatus;
          statusSince = event.createdAt;
        }
        if (event.type === 'assigned') {
          expect(serves(event.actorId!, societyId) && serves(event.assigneeId!, societyId)).toBe(
            true,
          );
          assigneeId = event.assigneeId;
        }
        if (event.type === 'response') {
          expect(serves(event.actorId!, societyId)).toBe(true);
          expect(event.text).toBeTruthy();
        }
      }
      expect(record).toMatchObject({ status, statusSince, assigneeId });
    }
  });

  it('count as affected only residents who may say so, once each', () => {
    for (const record of db.concern.getAll()) {
      const { authorId, societyId, isBuilderWide } = post(record.id);
      const ids = affectedIdsOf(record.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(id).not.toBe(authorId);
        expect(careMember(id)).toBeNull();
        if (!isBuilderWide) expect(user(id).societyId).toBe(societyId);
      }
    }
    const milestones = eventsOf(SEED.builderWideConcernId)
      .filter((event) => event.type === 'affected')
      .map((event) => event.affectedCount);
    expect(milestones).toEqual([5, 10]);
    const societies = new Set(
      affectedIdsOf(SEED.builderWideConcernId).map((id) => user(id).societyId),
    );
    expect(societies.size).toBeGreaterThanOrEqual(4);
  });

  it('leave one resolved concern past its week, to close itself when read', () => {
    const resolved = db.concern.getAll().filter((record) => record.status === 'resolved');
    const pastWeek = resolved.filter((record) => autoClosesAt(clockOf(record))! <= NOW);
    expect(pastWeek.map((record) => record.id)).toEqual([SEED.autoClosingConcernId]);
  });

  it("give the demo user concerns of their own in several states, and neighbours' concerns", () => {
    const demo = SEED.demoUserId;
    expect(post(SEED.demoPostId).authorId).toBe(demo);
    expect(concern(SEED.demoPostId)).toMatchObject({
      status: 'in_progress',
      assigneeId: SEED.careManagerId,
    });
    expect(post(SEED.demoResolvedConcernId).authorId).toBe(demo);
    const resolved = concern(SEED.demoResolvedConcernId);
    expect(resolved.status).toBe('resolved');
    expect(autoClosesAt(clockOf(resolved))!).toBeGreaterThan(NOW);
    expect(post(SEED.demoReopenedConcernId).authorId).toBe(demo);
    expect(concern(SEED.demoReopenedConcernId).status).toBe('reopened');

    for (const id of [SEED.openNeighbourConcernId, SEED.affectedConcernId]) {
      expect(post(id)).toMatchObject({ societyId: SEED.demoSocietyId, isBuilderWide: false });
      expect(post(id).authorId).not.toBe(demo);
    }
    expect(concern(SEED.openNeighbourConcernId).status).toBe('open');
    expect(affectedIdsOf(SEED.openNeighbourConcernId)).not.toContain(demo);
    expect(affectedIdsOf(SEED.affectedConcernId)).toContain(demo);
  });
});

describe("the seeded concerns' notifications", () => {
  const concernNotifications = () =>
    db.notification.getAll().filter((n) => n.type.startsWith('concern_'));

  it('each tell of a step of the timeline, to someone the rule names, never the actor', () => {
    const notifications = concernNotifications();
    expect(notifications.length).toBeGreaterThanOrEqual(15);
    for (const n of notifications) {
      const { authorId } = post(n.postId!);
      expect(n.actorId).not.toBe(n.recipientId);
      const step = eventsOf(n.postId!).find(
        (event) => event.createdAt === n.createdAt && event.actorId === n.actorId,
      );
      const affectedMark = db.affected
        .findMany({ where: { postId: { equals: n.postId! } } })
        .find((row) => row.userId === n.actorId && row.createdAt === n.createdAt);
      if (n.type === 'concern_affected') {
        expect(affectedMark).toBeDefined();
        expect(n.recipientId).toBe(authorId);
        continue;
      }
      expect(step, `${n.type} on ${n.postId}`).toBeDefined();
      if (n.type === 'concern_resolved') {
        expect(n.recipientId).toBe(authorId);
        expect(step).toMatchObject({ type: 'status', status: 'resolved', text: n.comment });
      }
      if (n.type === 'concern_status')
        expect(step).toMatchObject({ type: 'status', status: n.concernStatus });
      if (n.type === 'concern_response')
        expect(step).toMatchObject({ type: 'response', text: n.comment });
      if (n.type === 'concern_assigned') {
        expect(step).toMatchObject({ type: 'assigned', assigneeId: n.assigneeId });
        expect([authorId, n.assigneeId]).toContain(n.recipientId);
      } else if (n.recipientId !== authorId) {
        // Status changes and responses reach the residents affected at the time.
        const mark = db.affected
          .findMany({ where: { postId: { equals: n.postId! } } })
          .find((row) => row.userId === n.recipientId);
        expect(mark!.createdAt <= n.createdAt).toBe(true);
      }
    }
  });

  it('give the demo user every kind, three of them unread, and the care manager an assignment', () => {
    const demos = concernNotifications().filter((n) => n.recipientId === SEED.demoUserId);
    expect(new Set(demos.map((n) => n.type)).size).toBe(5);
    expect(demos.filter((n) => !n.read).map((n) => [n.type, n.postId])).toEqual(
      expect.arrayContaining([
        ['concern_response', SEED.demoPostId],
        ['concern_affected', SEED.demoPostId],
        ['concern_resolved', SEED.demoResolvedConcernId],
      ]),
    );
    expect(demos.filter((n) => !n.read)).toHaveLength(3);
    const affected = demos.filter(
      (n) => n.type === 'concern_affected' && n.postId === SEED.demoPostId,
    );
    expect(affected).toHaveLength(affectedIdsOf(SEED.demoPostId).length);
    expect(
      concernNotifications().filter(
        (n) => n.recipientId === SEED.careManagerId && n.type === 'concern_assigned',
      ).length,
    ).toBeGreaterThanOrEqual(1);
  });
});
