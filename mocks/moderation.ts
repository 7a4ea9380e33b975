// Report outcomes (docs/product.md#reports): who on the care team decides what, a removed post
// and its appeal. The handlers are handlers/moderation.ts; a removed post keeps its record (the
// appeal needs it) and leaves every list and count (store.ts's isRemoved).
import type { Appeal, PostRemoval, UserSummary } from '../src/api/types';
import { careRoleOf } from './concerns';
import { db, type AppealRecord, type PostRecord, type UserRecord } from './db';

/** The society a report is about: its post's, else the reported user's (null is builder-wide). */
export function societyOfReport(report: { postId: number | null; userId: number | null }) {
  const post =
    report.postId === null ? null : db.post.findFirst({ where: { id: { equals: report.postId } } });
  if (post) return post.isBuilderWide ? null : post.societyId;
  const user =
    report.userId === null ? null : db.user.findFirst({ where: { id: { equals: report.userId } } });
  return user?.societyId ?? null;
}

/**
 * Whether `userId` is on the care team serving `societyId`: its manager, or the care head (who
 * serves every society, and alone what belongs to none).
 */
export function servesSociety(userId: number, societyId: number | null): boolean {
  const role = careRoleOf(userId);
  return role !== null && (role.societyId === null || role.societyId === societyId);
}

export const findAppeal = (postId: number): AppealRecord | null =>
  db.appeal.findFirst({ where: { id: { equals: postId } } });

export function toAppeal(record: AppealRecord): Appeal {
  return {
    reason: record.reason,
    createdAt: record.createdAt,
    outcome: record.outcome as Appeal['outcome'],
    decidedAt: record.decidedAt,
  };
}

/**
 * A removed post's removal as `viewer` reads it: the note and appeal for its author and the care
 * team serving it, who removed it for the care team only; null for a post not removed.
 */
export function removalOf(
  post: PostRecord,
  viewer: UserRecord | null,
  userSummary: (id: number) => UserSummary,
): PostRemoval | null {
  if (post.removedAt === null) return null;
  const care =
    viewer !== null && servesSociety(viewer.id, post.isBuilderWide ? null : post.societyId);
  const concerned = care || viewer?.id === post.authorId;
  const appeal = findAppeal(post.id);
  return {
    removedAt: post.removedAt,
    removedBy: care && post.removedBy !== null ? userSummary(post.removedBy) : null,
    note: concerned ? post.removalNote : null,
    appeal: concerned && appeal ? toAppeal(appeal) : null,
  };
}

/** Whether `viewer` may read a removed post's content: its author and the care team serving it. */
export function readsRemovedContent(post: PostRecord, viewer: UserRecord | null): boolean {
  return (
    viewer !== null &&
    (viewer.id === post.authorId ||
      servesSociety(viewer.id, post.isBuilderWide ? null : post.societyId))
  );
}
