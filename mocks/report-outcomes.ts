// What a decision on a report or an appeal writes (docs/product.md#reports): the handlers
// (handlers/moderation.ts) and the seed (seed-moderation.ts) both go through these, so the seeded
// world is what the server itself would have written.
import type { ReportDecision } from '../src/api/types';
import { db, type PostRecord, type ReportRecord } from './db';
import { bump, notify } from './store';

const OUTCOME_OF = { keep: 'kept', remove: 'removed', warn: 'warned' } as const;

/** The reports one decision closes: every open report of the post, or of the user (no post). */
function sameCase(report: ReportRecord): ReportRecord[] {
  return db.report
    .getAll()
    .filter(
      (other) =>
        other.state === 'under_review' &&
        (report.postId === null
          ? other.postId === null && other.userId === report.userId
          : other.postId === report.postId),
    );
}

/** A post leaves (delta -1) or comes back to (+1) its author's or group's count. */
function countPost(post: PostRecord, delta: 1 | -1): void {
  if (post.groupId === null) bump('user', post.authorId, 'postsCount', delta);
  else bump('group', post.groupId, 'postCount', delta);
}

function setPost(post: PostRecord, data: Partial<PostRecord>): void {
  db.post.update({ where: { id: { equals: post.id } }, data });
}

/**
 * Decides `report` and every open report of its case, at `at`: the post removed (or its author
 * warned) with `note`, each reporter told the outcome. The checks are the caller's. The reports
 * it closed, as they are now.
 */
export function decideCase(
  report: ReportRecord,
  post: PostRecord | null,
  decision: { actorId: number; decision: ReportDecision; note: string | null; at: string },
): ReportRecord[] {
  const { actorId, note, at } = decision;
  const outcome = OUTCOME_OF[decision.decision];
  const authorId = post ? post.authorId : report.userId!;
  if (decision.decision === 'remove' && post) {
    setPost(post, { removedAt: at, removedBy: actorId, removalNote: note });
    countPost(post, -1);
    notify(authorId, 'post_removed', actorId, { postId: post.id, comment: note ?? undefined });
  }
  if (decision.decision === 'warn')
    notify(authorId, 'author_warned', actorId, { postId: post?.id, comment: note ?? undefined });
  return sameCase(report).map((each) => {
    notify(each.reporterId, 'report_reviewed', actorId, {
      postId: post?.id,
      reportOutcome: outcome,
      reportReason: each.reason,
    });
    return db.report.update({
      where: { id: { equals: each.id } },
      data: { state: outcome, decidedAt: at, decidedBy: actorId },
    })!;
  });
}

/** Records the author's appeal of removed `post`, at `at`. The checks are the caller's. */
export const fileAppeal = (post: PostRecord, reason: string, at: string) =>
  db.appeal.create({ id: post.id, authorId: post.authorId, reason: reason.trim(), createdAt: at });

/** Decides the appeal of removed `post`: kept removed, or restored to every list and count. */
export function decideAppealOf(
  post: PostRecord,
  decision: { actorId: number; restore: boolean; at: string },
) {
  const { actorId, restore, at } = decision;
  if (restore) {
    setPost(post, { removedAt: null, removedBy: null, removalNote: null });
    countPost(post, 1);
    db.report.updateMany({
      where: { postId: { equals: post.id }, state: { equals: 'removed' } },
      data: { state: 'restored' },
    });
  }
  notify(post.authorId, 'appeal_decided', actorId, {
    postId: post.id,
    reportOutcome: restore ? 'restored' : 'removed',
  });
  return db.appeal.update({
    where: { id: { equals: post.id } },
    data: { outcome: restore ? 'restored' : 'kept_removed', decidedAt: at, decidedBy: actorId },
  })!;
}
