// The deterministic sample world of the mock backend: the builder's 10 societies, ~30 residents,
// the care team, feed and group posts, concerns, likes, comments, follows, stories, groups and
// notifications. The same
// `now` always gives exactly the same records; every time is relative to it, so the demo always
// looks fresh. Content lives in seed-people.ts, seed-care.ts, seed-posts.ts, seed-concerns.ts and
// seed-replies.ts; seed-world.ts turns it into rows (seed-relations.ts, seed-finish.ts) and seedDb
// writes them, then the concerns (seed-concern-rows.ts).
import { db, MODEL_NAMES, nextId, resetIds, type Db, type ModelName } from './db';
import { groupIdOf, postIdOf, userIdOf } from './seed-base';
import { CARE_HEAD_USERNAME, careIdOf, managerOf } from './seed-care';
import { writeConcernsSteps } from './seed-concern-rows';
import { writeModeration } from './seed-moderation';
import { BLOCKED_USERNAME, DEMO_USERNAME } from './seed-people';
import { UNREAD_DEMO_EVENTS } from './seed-replies';
import { buildWorldSteps } from './seed-world';
import { eachInSteps, runNow, type Steps } from './steps';

/** Ids of notable seeded records, so tests and stories never hard-code magic numbers. */
export const SEED = {
  /** Aarav Mehta (@aarav_mehta), who signs in with DEMO_CREDENTIALS; flat A-702 in society 1. */
  demoUserId: userIdOf(DEMO_USERNAME),
  /** Vasundhara Greens, Pune: the demo user's society. Societies are ids 1..10 (SAMPLE_SOCIETIES). */
  demoSocietyId: 1,
  societyCount: 10,
  /** Priya Sharma, same society: the demo user follows her and she follows back; has stories. */
  neighbourId: userIdOf('priya_sharma'),
  /** Vikram Deshpande, same society: follows the demo user, who does not follow him. */
  unfollowedNeighbourId: userIdOf('vikram_deshpande'),
  /** Farhan Shaikh, Vasundhara Heights (society 2): no follow either way; has stories. */
  otherSocietyResidentId: userIdOf('farhan_shaikh'),
  /** Kiran Gowda, Vasundhara Lakeview (society 3): followed by the demo user; has stories. */
  followedUserId: userIdOf('kiran_gowda'),
  /** Rakesh Tiwari: blocked by the demo user (no follow either way); his two posts are reported. */
  blockedUserId: userIdOf(BLOCKED_USERNAME),
  /** "Vasundhara Greens Residents": the auto-generated group of society 1; the demo user is a member. */
  societyGroupId: groupIdOf('Vasundhara Greens Residents'),
  /** "Pune Parents Network": private, administered by the demo user, with 2 pending join requests. */
  adminGroupId: groupIdOf('Pune Parents Network'),
  /** "Weekend Cricket League": public, builder-wide, joined by the demo user (not admin). */
  joinedGroupId: groupIdOf('Weekend Cricket League'),
  /** "Green Living & Composting": public, builder-wide, not joined by the demo user. */
  publicGroupNotJoinedId: groupIdOf('Green Living & Composting'),
  /** "Senior Citizens Circle": private, builder-wide, not joined and not requested by the demo user. */
  privateGroupNotJoinedId: groupIdOf('Senior Citizens Circle'),
  /** A feed post by Vikram in the demo user's society that the demo user has not liked, reposted or saved. */
  othersPostId: postIdOf('neighbourPost'),
  /**
   * The demo user's newest feed post (about water pressure; it has comments and likes): a Water
   * concern in progress, assigned to the care manager, with 5 neighbours affected (one unread).
   */
  demoPostId: postIdOf('demoWater'),
  /** The demo user's thanks to housekeeping (36 hours ago): an update, not a concern. */
  demoUpdatePostId: postIdOf('demoThanks'),
  /** The demo user's concern resolved 50 minutes ago: their unread "Is this fixed?". */
  demoResolvedConcernId: postIdOf('demoStp'),
  /** The demo user's concern they reopened two days ago. */
  demoReopenedConcernId: postIdOf('demoFurniture'),
  /** Rohan's open concern in the demo society (Level 3: never acknowledged); the demo user has not said it affects them. */
  openNeighbourConcernId: postIdOf('fireExit'),
  /** Ananya's concern in the demo society (in progress, Level 3) that the demo user said affects them. */
  affectedConcernId: postIdOf('guestParking'),
  /** Farhan's builder-wide Lift concern: 11 residents of several societies affected. */
  builderWideConcernId: postIdOf('secondLift'),
  /** Resolved more than 7 days ago and unanswered: the first read closes it automatically. */
  autoClosingConcernId: postIdOf('eveningCuts'),
  /** Sanjay Patwardhan, manager of the demo society, who signs in with CARE_CREDENTIALS. */
  careManagerId: careIdOf('sanjay_patwardhan'),
  /** Revathi Menon, the builder's care head (serves every society), CARE_HEAD_CREDENTIALS. */
  careHeadId: careIdOf(CARE_HEAD_USERNAME),
  /** Nikhil Fernandes, manager of Vasundhara Heights (society 2): not serving the demo society. */
  otherCareManagerId: managerOf(2),
  /** A builder-wide post by someone else that the demo user has liked, reposted and saved. */
  likedPostId: postIdOf('bloodCamp'),
  /** A post by the blocked user, hidden from the demo user. */
  blockedUserPostId: postIdOf('spamKitchen'),
  /** Issue 32: a post of the demo society reported by the demo user and a neighbour (under review). */
  reportedSocietyPostId: postIdOf('yogaClub'),
  /** Issue 32: the blocked user's advert, reported by the demo user, removed; its appeal pending. */
  removedPostId: postIdOf('spamRent'),
  /** Issue 32: the manager of the blocked user's society (8), who removed it. */
  removedByManagerId: managerOf(8),
  /**
   * The demo user's unread notifications (the badge first reads 6): the 3 newest events of
   * seed-replies.ts and 3 of their concerns (a response, an "affected" of the grouped item and
   * "Is this fixed?"), each its own item.
   */
  unreadNotifications: UNREAD_DEMO_EVENTS + 3,
} as const;

// The creation order: users, groups, posts and stories first, as the rows refer to their ids.
const WRITE_ORDER = [
  'society',
  'user',
  'group',
  'post',
  'story',
  'groupMember',
  'follow',
  'block',
  'like',
  'repost',
  'savedPost',
  'comment',
  'storyView',
  'notification',
  'report',
] as const satisfies readonly ModelName[];

type WriteModel = (typeof WRITE_ORDER)[number];
/** The fields of a model's record without its id: the type checks every row against the model. */
type Row<M extends WriteModel> = Omit<NonNullable<Parameters<Db[M]['create']>[0]>, 'id'>;
type Creatable = { create: (row: Record<string, unknown>) => unknown };

/** Fills the empty db with the sample world as of `now` (default: the current time). */
export function seedDb(options: { now?: number } = {}): void {
  runNow(seedDbSteps(options));
}

/** seedDb in steps (steps.ts): the world is built, then written a few dozen rows at a time. */
export function* seedDbSteps(options: { now?: number } = {}): Steps<void> {
  const now = options.now ?? Date.now();
  for (const name of MODEL_NAMES) {
    if ((db[name] as { count: () => number }).count() > 0) {
      throw new Error(`seedDb fills an empty db, but "${name}" has records: call clearDb() first`);
    }
  }
  // Empty models start their ids at 1, which SEED's ids rely on.
  resetIds();
  const world = yield* buildWorldSteps(now);
  yield;
  const rows: { [M in WriteModel]: Array<Row<M>> } = {
    society: world.societies,
    user: world.users,
    group: world.groups,
    post: world.posts,
    story: world.stories,
    groupMember: world.groupMembers,
    follow: world.follows,
    block: world.blocks,
    like: world.likes,
    repost: world.reposts,
    savedPost: world.savedPosts,
    comment: world.comments,
    storyView: world.storyViews,
    notification: world.notifications,
    report: world.reports,
  };
  const writes = WRITE_ORDER.flatMap((model) =>
    (rows[model] as object[]).map((row) => ({ model, row })),
  );
  yield* eachInSteps(writes, ({ model, row }) =>
    (db[model] as unknown as Creatable).create({ id: nextId(model), ...row }),
  );
  yield;
  yield* writeConcernsSteps(now);
  // Issue 32: report outcomes.
  writeModeration(now);
}
