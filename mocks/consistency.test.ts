// Property: whatever order residents like, unlike, repost, follow, unfollow, join and leave in
// (1,000 random operations through the real handlers, several residents, repeats and conflicts
// included), every stored count equals the records it counts, and nothing answers 5xx.
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { handlerList } from './handlers';
import { SESSION_COOKIE } from './http';
import { resetDb } from './reset-db';
import { SEED } from './seed';
import { countBy } from './seed-finish';
import { startSession } from './store';

const RUNS = 4;
const OPS_PER_RUN = 250;

const actors = [SEED.demoUserId, SEED.neighbourId, SEED.followedUserId, SEED.unfollowedNeighbourId];
const postIds = () => db.post.getAll().map((post) => post.id);
const userIds = () => db.user.getAll().map((user) => user.id);
const groupIds = () => db.group.getAll().map((group) => group.id);

const kinds = [
  'like',
  'unlike',
  'repost',
  'unrepost',
  'follow',
  'unfollow',
  'join',
  'leave',
] as const;
type Kind = (typeof kinds)[number];
interface Op {
  kind: Kind;
  actor: number;
  /** An index into the posts, users or groups (taken modulo their number). */
  target: number;
}

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom(...kinds),
  actor: fc.constantFrom(...actors),
  // A small range: repeats and undo of the same pair happen often.
  target: fc.nat({ max: 11 }),
});

/** One call straight through the mock's handlers (no network layer), as `actor`'s session. */
async function send(method: string, path: string, body: object, token: string): Promise<number> {
  const request = new Request(new URL(path, location.origin), {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: `${SESSION_COOKIE}=${token}` },
    body: JSON.stringify(body),
  });
  const response = await getResponse(handlerList, request);
  return response?.status ?? -1;
}

function run({ kind, actor, target }: Op, token: string): Promise<number> {
  const pick = (ids: number[]) => ids[target % ids.length];
  const post = { userId: actor, postId: pick(postIds()) };
  const follow = { followerId: actor, followingId: pick(userIds()) };
  const group = `/api/groups/${pick(groupIds())}/members`;
  switch (kind) {
    case 'like':
      return send('POST', '/api/likes', post, token);
    case 'unlike':
      return send('DELETE', '/api/likes', post, token);
    case 'repost':
      return send('POST', '/api/reposts', post, token);
    case 'unrepost':
      return send('DELETE', '/api/reposts', post, token);
    case 'follow':
      return send('POST', '/api/follows', follow, token);
    case 'unfollow':
      return send('DELETE', '/api/follows', follow, token);
    case 'join':
      return send('POST', group, { userId: actor }, token);
    case 'leave':
      return send('DELETE', group, { userId: actor }, token);
  }
}

/** Every count that disagrees with its records, as readable lines (empty when all agree). */
function countMismatches(): string[] {
  const likes = countBy(db.like.getAll(), (row) => row.postId);
  const reposts = countBy(db.repost.getAll(), (row) => row.postId);
  const comments = countBy(db.comment.getAll(), (row) => row.postId);
  const follows = db.follow.getAll();
  const followers = countBy(follows, (row) => row.followingId);
  const following = countBy(follows, (row) => row.followerId);
  const posts = db.post.getAll();
  // A removed post counts nowhere (docs/product.md#reports).
  const live = posts.filter((row) => row.removedAt === null);
  const feedPosts = countBy(live, (row) => (row.groupId === null ? row.authorId : null));
  const groupPosts = countBy(live, (row) => row.groupId);
  const members = countBy(db.groupMember.getAll(), (row) =>
    row.status === 'joined' ? row.groupId : null,
  );
  const out: string[] = [];
  const check = (what: string, stored: number, counted: number | undefined) => {
    if (stored !== (counted ?? 0)) out.push(`${what}: stored ${stored}, counted ${counted ?? 0}`);
  };
  for (const post of posts) {
    check(`post ${post.id} likesCount`, post.likesCount, likes.get(post.id));
    check(`post ${post.id} repostsCount`, post.repostsCount, reposts.get(post.id));
    check(`post ${post.id} commentsCount`, post.commentsCount, comments.get(post.id));
  }
  for (const user of db.user.getAll()) {
    check(`user ${user.id} followersCount`, user.followersCount, followers.get(user.id));
    check(`user ${user.id} followingCount`, user.followingCount, following.get(user.id));
    check(`user ${user.id} postsCount`, user.postsCount, feedPosts.get(user.id));
  }
  for (const group of db.group.getAll()) {
    check(`group ${group.id} memberCount`, group.memberCount, members.get(group.id));
    check(`group ${group.id} postCount`, group.postCount, groupPosts.get(group.id));
  }
  // At most one like, repost and follow per pair: a duplicate record would hide behind its count.
  const pairs = (rows: Array<{ a: number; b: number }>) =>
    rows.length - new Set(rows.map(({ a, b }) => `${a}:${b}`)).size;
  const dupes =
    pairs(db.like.getAll().map((row) => ({ a: row.userId, b: row.postId }))) +
    pairs(db.repost.getAll().map((row) => ({ a: row.userId, b: row.postId }))) +
    pairs(follows.map((row) => ({ a: row.followerId, b: row.followingId }))) +
    pairs(db.groupMember.getAll().map((row) => ({ a: row.userId, b: row.groupId })));
  if (dupes > 0) out.push(`${dupes} duplicate relation records`);
  return out;
}

describe('counts stay true under random interactions', () => {
  it('the check itself notices a count that drifted from its records', () => {
    const post = db.post.getAll()[0];
    db.post.update({
      where: { id: { equals: post.id } },
      data: { likesCount: post.likesCount + 1 },
    });
    expect(countMismatches()).toEqual([
      `post ${post.id} likesCount: stored ${post.likesCount + 1}, counted ${post.likesCount}`,
    ]);
  });

  it(`${RUNS * OPS_PER_RUN} random operations keep every count equal to its records`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: OPS_PER_RUN, maxLength: OPS_PER_RUN }),
        async (ops) => {
          resetDb();
          expect(countMismatches()).toEqual([]);
          const tokens = new Map(actors.map((actor) => [actor, startSession(actor)]));
          for (const op of ops) {
            const status = await run(op, tokens.get(op.actor)!);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            // Refusals are fine (a repeat, an undo of nothing, one's own follow); failures are not.
            expect([200, 201, 204, 400, 403, 404, 409], `${op.kind} answered ${status}`).toContain(
              status,
            );
          }
          expect(countMismatches()).toEqual([]);
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    // The random mix really exercised both successes and refusals.
    const ok = [...statuses].filter(([status]) => status < 300).reduce((n, [, c]) => n + c, 0);
    expect(ok).toBeGreaterThan(RUNS * OPS_PER_RUN * 0.3);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  });
});
