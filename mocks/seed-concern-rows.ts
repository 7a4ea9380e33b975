// Turns the seeded concerns (seed-concerns.ts) into what the server itself would have written: the
// records, through the same functions the concern handlers call (mocks/concerns.ts), and the
// notifications, through the same rule (concernNotices). Notifications are seeded for the demo user
// and the care team only, as the other residents' are a sample too (seed-finish.ts).
import type { ConcernStatus } from '../src/lib/concerns';
import {
  addAffected,
  assignTo,
  concernNotices,
  moveConcern,
  raiseConcern,
  recordEvent,
  settleAutoClose,
  type ConcernStep,
} from './concerns';
import { db } from './db';
import { agoMs, HOUR, postIdOf, userIdOf } from './seed-base';
import { CARE_HEAD_USERNAME, CARE_TEAM, careIdOf, careMemberRows, managerOf } from './seed-care';
import { CONCERNS, type ConcernSeed, type StepActor } from './seed-concerns';
import type { WorldDraft } from './seed-draft';
import { RESIDENTS } from './seed-people';
import type { Steps } from './steps';

/**
 * A notification newer than this is unread, as the demo user's other notifications: they have read
 * everything before the last two and a half hours.
 */
export const UNREAD_WITHIN = 2.5 * HOUR;

interface PostFacts {
  authorId: number;
  societyId: number | null;
}

interface ConcernAction {
  at: number;
  actorId: number;
  step: ConcernStep;
  text: string | null;
  rating: number | null;
}

const isResident = (username: string) => RESIDENTS.some((r) => r.username === username);

function idOf(actor: StepActor, post: PostFacts): number {
  if (actor === 'author') return post.authorId;
  if (actor === 'head') return careIdOf(CARE_HEAD_USERNAME);
  // A builder-wide concern has no society manager: the care head serves it.
  if (actor === 'manager')
    return post.societyId === null ? careIdOf(CARE_HEAD_USERNAME) : managerOf(post.societyId);
  return isResident(actor) ? userIdOf(actor) : careIdOf(actor);
}

/** The concern's affected marks and steps as actions in time order (a stable sort). */
function actionsOf(seed: ConcernSeed, post: PostFacts, now: number): ConcernAction[] {
  const marks = (seed.affected ?? []).map(([username, ago]) => ({
    at: now - agoMs(ago),
    actorId: userIdOf(username),
    step: { kind: 'affected' } as ConcernStep,
    text: null,
    rating: null,
  }));
  const steps = (seed.steps ?? []).map((step): ConcernAction => {
    const base = { at: now - agoMs(step.ago), actorId: idOf(step.by, post), rating: null };
    if ('assign' in step)
      return {
        ...base,
        step: { kind: 'assigned', assigneeId: idOf(step.assign, post) },
        text: null,
      };
    if ('respond' in step) return { ...base, step: { kind: 'response' }, text: step.respond };
    return {
      ...base,
      step: { kind: 'status', status: step.to },
      text: step.text ?? null,
      rating: step.rating ?? null,
    };
  });
  return [...marks, ...steps].sort((a, b) => a.at - b.at);
}

/** The notifications the demo user and the care team got from the seeded concerns. */
export function addConcernNotifications(w: WorldDraft): void {
  const recipients = new Set([w.demoId, ...CARE_TEAM.map((member) => careIdOf(member.username))]);
  const blocked = (recipientId: number, actorId: number) =>
    w.blocks.some((b) => b.blockerId === recipientId && b.blockedId === actorId);
  for (const seed of CONCERNS) {
    const postId = postIdOf(seed.post);
    const post = w.posts[postId - 1];
    const affectedIds: number[] = [];
    for (const action of actionsOf(seed, post, w.now)) {
      const { step, actorId } = action;
      if (step.kind === 'affected') affectedIds.push(actorId);
      for (const notice of concernNotices(step, { authorId: post.authorId, affectedIds })) {
        const { recipientId } = notice;
        if (
          !recipients.has(recipientId) ||
          recipientId === actorId ||
          blocked(recipientId, actorId)
        )
          continue;
        w.notifications.push({
          recipientId,
          type: notice.type,
          actorId,
          postId,
          groupId: null,
          comment: action.text,
          concernStatus: step.kind === 'status' ? step.status : null,
          assigneeId: step.kind === 'assigned' ? step.assigneeId : null,
          read: w.now - action.at > UNREAD_WITHIN,
          createdAt: w.iso(action.at),
        });
      }
    }
  }
}

/**
 * Writes the care team and the concerns into the db, which holds the seeded posts already: a
 * concern per step.
 */
export function* writeConcernsSteps(now: number): Steps<void> {
  for (const row of careMemberRows()) db.careMember.create(row);
  for (const seed of CONCERNS) {
    const post = db.post.findFirst({ where: { id: { equals: postIdOf(seed.post) } } })!;
    let concern = raiseConcern(post, { category: seed.category, place: seed.place });
    for (const { at, actorId, step, text, rating } of actionsOf(seed, post, now)) {
      const time = new Date(at).toISOString();
      if (step.kind === 'affected') addAffected(post.id, actorId, time);
      else if (step.kind === 'assigned') assignTo(concern, actorId, step.assigneeId, time);
      else if (step.kind === 'response')
        recordEvent(post.id, { type: 'response', actorId, text, createdAt: time });
      else
        concern = moveConcern(concern, step.status as ConcernStatus, {
          actorId,
          text,
          rating,
          at: time,
        });
    }
    if (seed.settled) settleAutoClose(concern, post, now);
    // A concern with its whole history per step: together they were the longest step of a seed.
    yield;
  }
}
