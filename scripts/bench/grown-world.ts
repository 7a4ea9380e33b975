// A world grown far past the seed, for the mock backend's timings as the data grows: the seed, then
// generated societies, residents, posts (one in eight a concern, with its status steps), likes and
// "affects me too" marks. Deterministic; generated in memory, never persisted.
import { CONCERN_CATEGORIES, type ConcernStatus } from '../../src/lib/concerns.ts';
import { db, nextId } from '../../mocks/db.ts';
import { resetDb } from '../../mocks/reset-db.ts';

export interface WorldSize {
  posts: number;
  likes: number;
  residents: number;
  societies: number;
}

/** The world the targets name, and the one a tenth of its size that the growth is measured from. */
export const GROWN_WORLD: WorldSize = {
  posts: 50_000,
  likes: 200_000,
  residents: 5_000,
  societies: 20,
};
export const TENTH_WORLD: WorldSize = {
  posts: 5_000,
  likes: 20_000,
  residents: 500,
  societies: 20,
};

const CONCERN_EVERY = 8;
/** A concern's steps so far, by its place in the generated order: most end resolved or closed. */
const PATHS: ConcernStatus[][] = [
  [],
  ['acknowledged'],
  ['acknowledged', 'in_progress'],
  ['acknowledged', 'in_progress', 'resolved'],
  ['acknowledged', 'in_progress', 'resolved', 'closed'],
  ['acknowledged', 'in_progress', 'resolved', 'closed'],
  ['acknowledged', 'resolved', 'reopened'],
];
const TEXTS = [
  'Water supply in Tower 3 is off again this morning. #water',
  'Lift 2 makes a grinding noise between floors 5 and 6. #maintenance',
  'Parking in front of Gate 2 blocks the ambulance lane.',
  'Thanks to the housekeeping team for the quick clean-up after the rain.',
];

/** A small deterministic generator (mulberry32): the same world on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Seeds the db, then grows it to `size`: every count is at least what `size` says. */
export function growWorld(size: WorldSize, now = Date.now()): void {
  resetDb(now);
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];

  for (let index = db.society.count(); index < size.societies; index += 1) {
    db.society.create({
      id: nextId('society'),
      name: `Vasundhara ${index + 1}`,
      city: 'Pune',
      state: 'Maharashtra',
    });
  }
  const societies = db.society.getAll();
  for (let index = db.user.count(); index < size.residents; index += 1) {
    const society = societies[index % societies.length];
    db.user.create({
      id: nextId('user'),
      email: `resident${index}@example.com`,
      password: 'password123',
      fullName: `Resident ${index}`,
      username: `resident${index}`,
      societyId: society.id,
      flatNumber: `${(index % 12) + 1}0${index % 4}`,
      yearsLived: index % 9,
      followersCount: 0,
      followingCount: 0,
      postsCount: 0,
      showOnlineStatus: true,
    });
  }
  const residents = db.user.getAll().filter((user) => user.societyId !== null);

  // Each like's post, drawn first, so that every post is created with its count.
  const newPosts = Math.max(0, size.posts - db.post.count());
  const likedIndexes = Array.from({ length: Math.max(0, size.likes - db.like.count()) }, () =>
    Math.floor(next() * newPosts),
  );
  const likesOf = new Map<number, number>();
  for (const index of likedIndexes) likesOf.set(index, (likesOf.get(index) ?? 0) + 1);

  const oldest = Math.min(...db.post.getAll().map((post) => Date.parse(post.createdAt)));
  const generated: { id: number; authorId: number; createdAt: number }[] = [];
  for (let index = 0; index < newPosts; index += 1) {
    const author = pick(residents);
    const createdAt = oldest - (index + 1) * 4 * 60_000;
    const post = db.post.create({
      id: nextId('post'),
      content: `${pick(TEXTS)} (${index + 1})`,
      authorId: author.id,
      societyId: author.societyId,
      groupId: null,
      isBuilderWide: index % 11 === 0,
      likesCount: likesOf.get(index) ?? 0,
      commentsCount: 0,
      repostsCount: 0,
      createdAt: iso(createdAt),
    });
    generated.push({ id: post.id, authorId: author.id, createdAt });
    if (index % CONCERN_EVERY !== 0) continue;
    const path = pick(PATHS);
    let at = createdAt;
    db.concern.create({
      id: post.id,
      category: pick(CONCERN_CATEGORIES),
      status: path.at(-1) ?? 'open',
      statusSince: iso(createdAt + path.length * 3_600_000),
      rating: path.at(-1) === 'closed' ? 1 + Math.floor(next() * 5) : null,
    });
    db.concernEvent.create({
      id: nextId('concernEvent'),
      postId: post.id,
      type: 'created',
      actorId: author.id,
      createdAt: iso(at),
    });
    for (const status of path) {
      at += 3_600_000;
      db.concernEvent.create({
        id: nextId('concernEvent'),
        postId: post.id,
        type: 'status',
        status,
        createdAt: iso(at),
      });
    }
    for (let mark = 0; mark < 3; mark += 1) {
      db.affected.create({
        id: nextId('affected'),
        postId: post.id,
        userId: pick(residents).id,
        createdAt: iso(at),
      });
    }
  }

  for (const index of likedIndexes) {
    const post = generated[index];
    db.like.create({
      id: nextId('like'),
      userId: pick(residents).id,
      postId: post.id,
      createdAt: iso(post.createdAt + 60_000),
    });
  }
}
