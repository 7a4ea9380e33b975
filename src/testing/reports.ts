// Test data: reports and removed posts straight in the mock's db (docs/product.md#reports).
import { db, nextId } from '../../mocks/db';
import type { ReportReason } from '../api/types';

/** An open report of `postId` (or of `userId` alone) by `reporterId`; its id. */
export function makeReport({
  reporterId,
  postId = null,
  userId = null,
  reason = 'spam',
}: {
  reporterId: number;
  postId?: number | null;
  userId?: number | null;
  reason?: ReportReason;
}): number {
  return db.report.create({
    id: nextId('report'),
    reason,
    description: null,
    postId,
    userId,
    reporterId,
    createdAt: new Date().toISOString(),
  }).id;
}

/** The post removed by care team member `removedBy` (no counts moved), with a pending appeal if asked. */
export function makeRemoved(
  postId: number,
  removedBy: number,
  { appeal = null }: { appeal?: string | null } = {},
): number {
  db.post.update({
    where: { id: { equals: postId } },
    data: { removedAt: new Date().toISOString(), removedBy, removalNote: 'Selling is not allowed' },
  });
  const authorId = db.post.findFirst({ where: { id: { equals: postId } } })!.authorId;
  db.appeal.deleteMany({ where: { id: { equals: postId } } });
  if (appeal !== null)
    db.appeal.create({ id: postId, authorId, reason: appeal, createdAt: new Date().toISOString() });
  return postId;
}
