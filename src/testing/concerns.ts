// Test data: a seeded post made a concern in a given state, straight in the mock's db (the seed
// holds no concerns yet).
import { raiseConcern } from '../../mocks/concerns';
import { db, nextId } from '../../mocks/db';
import type { ConcernCategory, ConcernStatus } from '../lib/concerns';

export function makeConcern(
  postId: number,
  {
    category = 'lift',
    status = 'open',
    affectedBy = [],
    place = null,
  }: {
    category?: ConcernCategory;
    status?: ConcernStatus;
    affectedBy?: number[];
    place?: string | null;
  } = {},
): number {
  const post = db.post.findFirst({ where: { id: { equals: postId } } })!;
  raiseConcern(post, { category, place });
  if (status !== 'open') db.concern.update({ where: { id: { equals: postId } }, data: { status } });
  for (const userId of affectedBy)
    db.affected.create({ id: nextId('affected'), postId, userId, createdAt: post.createdAt });
  return postId;
}

/** Makes `userId` the care team's manager of `societyId` (null: the builder's care head). */
export function makeCareMember(userId: number, societyId: number | null): number {
  db.careMember.create({
    id: userId,
    societyId,
    title: societyId ? 'Society manager' : 'Care head',
  });
  return userId;
}
