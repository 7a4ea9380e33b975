// The mock backend's concerns (docs/product.md#concerns): the records behind a post's concern, who
// is acting on one, its timeline, and the concern as a viewer reads it. The rules themselves are
// src/lib/concerns.ts, which the screens share.
import type { Concern, ConcernEvent, NotificationType, UserSummary } from '../src/api/types';
import {
  autoClosesAt,
  escalationLevel,
  nextDeadline,
  type ConcernActor,
  type ConcernCategory,
  type ConcernStatus,
} from '../src/lib/concerns';
import {
  db,
  nextId,
  type ConcernEventRecord,
  type ConcernRecord,
  type PostRecord,
  type UserRecord,
} from './db';
import { badRequest } from './http-errors';

/** The affected counts at which the timeline notes a milestone. */
export const AFFECTED_MILESTONES = [5, 10, 25, 50, 100] as const;

const AUTO_CLOSE_TEXT = 'Closed automatically: its author did not answer within 7 days';

export function findConcern(postId: number): ConcernRecord | null {
  return db.concern.findFirst({ where: { id: { equals: postId } } });
}

/** The post's concern; 400 for an update. A resolved one past its week is closed first. */
export function requireConcern(post: PostRecord, now = Date.now()): ConcernRecord {
  const concern = findConcern(post.id);
  if (!concern) throw badRequest('This post is an update, not a concern');
  return settleAutoClose(concern, post, now);
}

interface EventInput {
  type: ConcernEvent['type'];
  actorId: number | null;
  assigneeId?: number | null;
  status?: ConcernStatus | null;
  text?: string | null;
  rating?: number | null;
  affectedCount?: number | null;
  createdAt?: string;
}

export function recordEvent(postId: number, event: EventInput): ConcernEventRecord {
  return db.concernEvent.create({
    id: nextId('concernEvent'),
    postId,
    type: event.type,
    status: event.status ?? null,
    text: event.text ?? null,
    rating: event.rating ?? null,
    affectedCount: event.affectedCount ?? null,
    actorId: event.actorId,
    assigneeId: event.assigneeId ?? null,
    createdAt: event.createdAt ?? new Date().toISOString(),
  });
}

/** Makes a new post a concern, raised by its author. */
export function raiseConcern(
  post: PostRecord,
  input: { category: ConcernCategory; place?: string | null },
): ConcernRecord {
  const place = input.place?.trim() || null;
  const concern = db.concern.create({
    id: post.id,
    category: input.category,
    place,
    status: 'open',
    statusSince: post.createdAt,
    reopenedAt: null,
    rating: null,
    assigneeId: null,
  });
  recordEvent(post.id, { type: 'created', actorId: post.authorId, createdAt: post.createdAt });
  return concern;
}

/** Moves a concern to `status` and notes it on the timeline. */
export function moveConcern(
  concern: ConcernRecord,
  status: ConcernStatus,
  details: { actorId: number | null; text?: string | null; rating?: number | null; at?: string },
): ConcernRecord {
  const at = details.at ?? new Date().toISOString();
  const updated = db.concern.update({
    where: { id: { equals: concern.id } },
    data: {
      status,
      statusSince: at,
      ...(status === 'reopened' ? { reopenedAt: at } : {}),
      ...(status === 'closed' ? { rating: details.rating ?? null } : {}),
    },
  })!;
  recordEvent(concern.id, {
    type: 'status',
    status,
    actorId: details.actorId,
    text: details.text?.trim() || null,
    rating: details.rating ?? null,
    createdAt: at,
  });
  return updated;
}

/** A resolved concern whose author left it unanswered for its week is closed, as of then. */
export function settleAutoClose(
  concern: ConcernRecord,
  post: PostRecord,
  now: number,
): ConcernRecord {
  // Only a resolved concern closes by itself: the others are passed over without reading a clock
  // (the care queue settles every concern it serves on each read).
  if (concern.status !== 'resolved') return concern;
  const closesAt = autoClosesAt(clockOf(concern, post));
  if (closesAt === null || now < closesAt) return concern;
  return moveConcern(concern, 'closed', {
    actorId: null,
    text: AUTO_CLOSE_TEXT,
    at: new Date(closesAt).toISOString(),
  });
}

/** How far past its deadline a concern is at `now`, in ms; 0 within it or without one. */
export const overdueBy = (concern: ConcernRecord, post: PostRecord, now: number): number =>
  nextDeadline(clockOf(concern, post), now)?.overdueBy ?? 0;

/** What the clock reads of a concern; its post is passed in (no look-up per concern of a list). */
const clockOf = (concern: ConcernRecord, post: PostRecord) => ({
  category: concern.category as ConcernCategory,
  status: concern.status as ConcernStatus,
  createdAt: post.createdAt,
  statusSince: concern.statusSince,
  reopenedAt: concern.reopenedAt,
});

/** The residents a concern affects: its author and everyone who said so. */
export const affectedCountOf = (postId: number) =>
  1 + db.affected.count({ where: { postId: { equals: postId } } });

export function findAffected(postId: number, userId: number) {
  return db.affected.findFirst({
    where: { postId: { equals: postId }, userId: { equals: userId } },
  });
}

/** Whether `count` is a milestone the timeline has not noted yet (a take-back and a new mark may
 * reach the same count twice). */
const isNewMilestone = (postId: number, count: number) =>
  (AFFECTED_MILESTONES as readonly number[]).includes(count) &&
  !db.concernEvent.findFirst({
    where: {
      postId: { equals: postId },
      type: { equals: 'affected' },
      affectedCount: { equals: count },
    },
  });

/** Notes that the concern affects `userId` too, and the milestone the count reaches, if any. */
export function addAffected(postId: number, userId: number, at = new Date().toISOString()): void {
  db.affected.create({ id: nextId('affected'), postId, userId, createdAt: at });
  const count = affectedCountOf(postId);
  if (isNewMilestone(postId, count))
    recordEvent(postId, { type: 'affected', actorId: null, affectedCount: count, createdAt: at });
}

/** Hands the concern to `assigneeId` and notes it on the timeline. */
export function assignTo(
  concern: ConcernRecord,
  actorId: number,
  assigneeId: number,
  at = new Date().toISOString(),
): void {
  db.concern.update({ where: { id: { equals: concern.id } }, data: { assigneeId } });
  recordEvent(concern.id, { type: 'assigned', actorId, assigneeId, createdAt: at });
}

/** The ids of the residents who said the concern affects them, oldest mark first. */
export const affectedIdsOf = (postId: number) =>
  db.affected
    .findMany({ where: { postId: { equals: postId } } })
    .sort((a, b) => a.id - b.id)
    .map((row) => row.userId);

/** A step on a concern that someone is told of. */
export type ConcernStep =
  | { kind: 'affected' }
  | { kind: 'status'; status: ConcernStatus }
  | { kind: 'response' }
  | { kind: 'assigned'; assigneeId: number };

export interface ConcernNotice {
  recipientId: number;
  type: NotificationType;
}

/**
 * Who is told of a step (docs/product.md#notifications): a new "affects me" its author; a status
 * change or an official response its author and every affected resident, the author's Resolved
 * asking "Is this fixed?"; an assignment its author and the assignee. The caller leaves out the
 * actor and anyone who blocked them (notify does), as for every other notification.
 */
export function concernNotices(
  step: ConcernStep,
  people: { authorId: number; affectedIds: readonly number[] },
): ConcernNotice[] {
  const { authorId, affectedIds } = people;
  switch (step.kind) {
    case 'affected':
      return [{ recipientId: authorId, type: 'concern_affected' }];
    case 'status':
      return [
        {
          recipientId: authorId,
          type: step.status === 'resolved' ? 'concern_resolved' : 'concern_status',
        },
        ...affectedIds.map((recipientId) => ({ recipientId, type: 'concern_status' as const })),
      ];
    case 'response':
      return [authorId, ...affectedIds].map((recipientId) => ({
        recipientId,
        type: 'concern_response' as const,
      }));
    case 'assigned':
      return [...new Set([authorId, step.assigneeId])].map((recipientId) => ({
        recipientId,
        type: 'concern_assigned' as const,
      }));
  }
}

/** The user's place on the care team, or null for a resident. */
export function careRoleOf(userId: number): { title: string; societyId: number | null } | null {
  const member = db.careMember.findFirst({ where: { id: { equals: userId } } });
  return member && { title: member.title, societyId: member.societyId };
}

/**
 * Who `user` is to the concern of `post`: its author, the care team serving its society (the care
 * head serves every society), or another resident.
 */
export function actorOn(post: PostRecord, user: UserRecord): ConcernActor {
  if (user.id === post.authorId) return 'author';
  const role = careRoleOf(user.id);
  if (role && (role.societyId === null || role.societyId === post.societyId)) return 'care';
  return 'resident';
}

/** What a concern's reader adds to it: their own mark, the counts, the people it names. */
export interface ConcernReading {
  viewerId: number | undefined;
  affectedCount: number;
  affectedByViewer: boolean;
  userSummary: (id: number) => UserSummary;
}

/** The concern as a reader sees it at `now`: its deadline and escalation computed then. */
export function toConcern(
  concern: ConcernRecord,
  post: PostRecord,
  reading: ConcernReading,
  now = Date.now(),
): Concern {
  const clock = clockOf(concern, post);
  const deadline = nextDeadline(clock, now);
  const closesAt = autoClosesAt(clock);
  return {
    postId: concern.id,
    category: clock.category,
    place: concern.place,
    status: clock.status,
    statusSince: concern.statusSince,
    affectedCount: reading.affectedCount,
    affectedByMe: reading.viewerId !== undefined && reading.affectedByViewer,
    deadline: deadline && {
      kind: deadline.kind,
      by: new Date(deadline.by).toISOString(),
    },
    escalationLevel: escalationLevel(clock, now),
    autoClosesAt: closesAt === null ? null : new Date(closesAt).toISOString(),
    rating: concern.rating,
    assignee: concern.assigneeId === null ? null : reading.userSummary(concern.assigneeId),
  };
}

export function toConcernEvent(
  event: ConcernEventRecord,
  userSummary: (id: number) => UserSummary,
): ConcernEvent {
  return {
    id: event.id,
    type: event.type as ConcernEvent['type'],
    status: event.status as ConcernStatus | null,
    text: event.text,
    rating: event.rating,
    affectedCount: event.affectedCount,
    actor: event.actorId === null ? null : userSummary(event.actorId),
    assignee: event.assigneeId === null ? null : userSummary(event.assigneeId),
    createdAt: event.createdAt,
  };
}
