// Test data: a seeded post made a concern in a given state, straight in the mock's db, and a world
// without the seeded concerns for tests that need to know every concern there is. Called again for the same post or user (a sample runs once per fault),
// each sets the state again.
import { findAffected, findConcern, raiseConcern } from '../../mocks/concerns';
import { db, nextId } from '../../mocks/db';
import { SEED } from '../../mocks/seed';
import { changeConcernStatus } from '../api/concerns';
import { loginAs } from './session';
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
  if (!findConcern(postId)) raiseConcern(post, { category, place });
  db.concern.update({ where: { id: { equals: postId } }, data: { category, place, status } });
  for (const userId of affectedBy)
    if (!findAffected(postId, userId))
      db.affected.create({ id: nextId('affected'), postId, userId, createdAt: post.createdAt });
  return postId;
}

/** Makes `userId` the care team's manager of `societyId` (null: the builder's care head). */
export function makeCareMember(userId: number, societyId: number | null): number {
  const title = societyId ? 'Society manager' : 'Care head';
  const where = { id: { equals: userId } };
  if (db.careMember.findFirst({ where }))
    db.careMember.update({ where, data: { societyId, title } });
  else db.careMember.create({ id: userId, societyId, title });
  return userId;
}

/** Takes every concern out of the db (their timelines and marks too): the posts stay as updates. */
export function clearConcerns(): void {
  const every = { where: { id: { gte: 0 } } };
  db.concern.deleteMany(every);
  db.concernEvent.deleteMany(every);
  db.affected.deleteMany(every);
}

/** The demo society's care manager signs in and acknowledges, then resolves, the concern. */
export async function resolveAsCareManager(postId: number, note = 'Done.'): Promise<void> {
  const actorId = SEED.careManagerId;
  await loginAs(actorId);
  await changeConcernStatus(postId, { actorId, status: 'acknowledged' });
  await changeConcernStatus(postId, { actorId, status: 'resolved', note });
}
