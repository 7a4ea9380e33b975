// Helpers the seed modules share: time units and ages, the PRNG, and the ids records will get.
// Ids are positions: a resident's id is its index + 1 in RESIDENTS, a group's in GROUPS, a post's
// in ORDERED_POSTS (seedDb writes them in that order into an empty db).
import { GROUPS, RESIDENTS, STORIES } from './seed-people';
import { FEED_POSTS, GROUP_POSTS, type PostSeed } from './seed-posts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const UNITS = { m: MINUTE, h: HOUR, d: DAY } as const;
/** Any fixed number: changing it reshuffles likes, comments and follows. */
export const RANDOM_SEED = 20_240_611;

/** '35m', '6h', '2.5d' to milliseconds. */
export function agoMs(ago: string): number {
  const match = /^(\d+(?:\.\d+)?)([mhd])$/.exec(ago);
  if (!match) throw new Error(`Bad seed age "${ago}"`);
  return Math.round(Number(match[1]) * UNITS[match[2] as keyof typeof UNITS]);
}

/** mulberry32: a tiny PRNG; the same seed always yields the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function indexOf<T>(items: readonly T[], match: (item: T) => boolean, what: string): number {
  const index = items.findIndex(match);
  if (index < 0) throw new Error(`Unknown seed ${what}`);
  return index + 1;
}
export const userIdOf = (username: string) =>
  indexOf(RESIDENTS, (r) => r.username === username, username);
export const groupIdOf = (name: string) => indexOf(GROUPS, (g) => g.name === name, name);

export interface OrderedPost extends PostSeed {
  groupId: number | null;
  ageMs: number;
}
// Feed and group posts, oldest first, so ids grow with time as in a real database. A few minutes
// per post keep the times from looking machine-made (not all exactly "3 hours ago").
export const ORDERED_POSTS: OrderedPost[] = [
  ...FEED_POSTS.map((post) => ({ ...post, groupId: null })),
  ...GROUP_POSTS.map((post) => ({ ...post, bw: false })),
]
  .map((post, index) => ({ ...post, ageMs: agoMs(post.ago) + ((index * 37) % 23) * MINUTE }))
  .sort((a, b) => b.ageMs - a.ageMs);
export const postIdOf = (key: string) =>
  indexOf(ORDERED_POSTS, (p) => p.key === key, `post ${key}`);

// Stories oldest first for the same reason.
export const ORDERED_STORIES = [...STORIES].sort((a, b) => agoMs(b.ago) - agoMs(a.ago));

export interface Pair {
  a: number;
  b: number;
  createdAt: string;
}

/** Rows keyed by a pair of ids (user and post, follower and followed): never a duplicate. */
export function pairTable() {
  const rows: Pair[] = [];
  const keys = new Set<string>();
  return {
    rows,
    has: (a: number, b: number) => keys.has(`${a}:${b}`),
    add(a: number, b: number, time: number): boolean {
      if (keys.has(`${a}:${b}`)) return false;
      keys.add(`${a}:${b}`);
      rows.push({ a, b, createdAt: new Date(time).toISOString() });
      return true;
    },
  };
}
export type PairTable = ReturnType<typeof pairTable>;
