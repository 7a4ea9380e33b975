// The care queue's own world, set up in the mock's db for tests and stories: a manager of the demo
// society, the builder's care head, and four concerns (three in the demo society, one in the next)
// in place of the seeded ones, so every figure of the queue is known.
import { db } from '../../mocks/db';
import { createPostRecord } from '../../mocks/handlers/posts';
import { SEED } from '../../mocks/seed';
import { clearConcerns, makeCareMember, makeConcern } from './concerns';
import { loginAs } from './session';

const HOUR = 3_600_000;

/** Kiran Gowda made the manager serving the demo society (Vasundhara Greens). */
export const makeQueueManager = () => makeCareMember(SEED.followedUserId, SEED.demoSocietyId);
/** Farhan Shaikh made the builder's care head, serving every society. */
export const makeQueueHead = () => makeCareMember(SEED.otherSocietyResidentId, null);

/** The oldest feed posts of a society (neither group posts nor builder-wide). */
function feedPostsOf(societyId: number) {
  return db.post
    .getAll()
    .filter((post) => post.societyId === societyId && post.groupId === null && !post.isBuilderWide)
    .sort((a, b) => a.id - b.id);
}

/** Moves a post's time, so its concern's clock is known: raised `hours` ago. */
function raisedHoursAgo(postId: number, hours: number) {
  const createdAt = new Date(Date.now() - hours * HOUR).toISOString();
  db.post.update({ where: { id: { equals: postId } }, data: { createdAt } });
}

/**
 * Most affected first: water (3), noise (2), lift (1). Oldest first: water, lift, noise. Only
 * water is overdue (open for 3 days, to be acknowledged within one). Parking is in society 2.
 */
export function makeSampleQueue() {
  clearConcerns();
  const [water, lift, noise] = feedPostsOf(SEED.demoSocietyId);
  const [parking] = feedPostsOf(2);
  raisedHoursAgo(water.id, 72);
  raisedHoursAgo(lift.id, 2);
  raisedHoursAgo(noise.id, 1);
  raisedHoursAgo(parking.id, 120);
  const others = (authorId: number) =>
    [SEED.demoUserId, SEED.neighbourId, SEED.unfollowedNeighbourId].filter((id) => id !== authorId);
  return {
    water: makeConcern(water.id, {
      category: 'water',
      affectedBy: others(water.authorId).slice(0, 2),
    }),
    lift: makeConcern(lift.id, { category: 'lift', status: 'acknowledged', place: 'Tower B' }),
    noise: makeConcern(noise.id, {
      category: 'noise',
      status: 'in_progress',
      affectedBy: others(noise.authorId).slice(0, 1),
    }),
    parking: makeConcern(parking.id, { category: 'parking' }),
  };
}

/**
 * A queue longer than a page: `count` concerns raised by a neighbour in the demo society, in place
 * of the seeded ones, the first raised the longest ago, each with a hashtag (a link in its row).
 * Their post ids, in that order.
 */
export function makeLongQueue(count: number): number[] {
  clearConcerns();
  const author = db.user.findFirst({ where: { id: { equals: SEED.neighbourId } } })!;
  return Array.from({ length: count }, (_, index) => {
    const post = createPostRecord(author, `Corridor light ${index + 1} is out #electricity`, {
      societyId: SEED.demoSocietyId,
      groupId: null,
      attachmentIds: [],
    });
    raisedHoursAgo(post.id, count - index);
    return makeConcern(post.id, { category: 'electricity' });
  });
}

/**
 * For a story's beforeEach, which runs after the session is made: the manager of the demo society
 * signed in again, so the stored user carries their place on the care team from the first render.
 */
export async function signInAsQueueManager(): Promise<void> {
  await loginAs(makeQueueManager());
}

/** The manager of a society that has raised nothing yet. */
export async function signInToEmptyQueue(): Promise<void> {
  clearConcerns();
  await signInAsQueueManager();
}

/** The same for the builder's care head. */
export async function signInAsQueueHead(): Promise<void> {
  await loginAs(makeQueueHead());
}
