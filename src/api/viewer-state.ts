// What the signed-in resident's own actions set, for a server that does not say. The documented
// contract sends no likedByMe, repostedByMe, savedByMe or followedByMe: there a post is liked
// after a successful POST /api/likes and not liked after a successful DELETE, whatever the
// refetch that follows says by saying nothing. A server that sends the flag is believed.
//
// Kept per browser tab (sessionStorage), so a reload keeps it, and for one resident only: it is
// dropped as soon as another resident, or nobody, is signed in here.
import { readStorage, writeStorage } from '../lib/storage';
import type { Id, Post, User } from './types';

export type PostFlag = 'likedByMe' | 'repostedByMe' | 'savedByMe';

interface ViewerState {
  viewerId: Id | null;
  posts: Record<Id, Partial<Record<PostFlag, boolean>>>;
  follows: Record<Id, boolean>;
  /** Posts the resident reported (or the server said they had): absent in an older tab's state. */
  reported?: Id[];
}

const STORAGE_KEY = 'viewer-state';

const empty = (viewerId: Id | null): ViewerState => ({ viewerId, posts: {}, follows: {} });

function load(): ViewerState {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEY, 'session') ?? 'null');
    if (parsed && typeof parsed === 'object' && 'posts' in parsed && 'follows' in parsed) {
      return parsed as ViewerState;
    }
  } catch {
    // Unreadable or unavailable: start from nothing.
  }
  return empty(null);
}

// Storage refused: nothing is remembered, and the server's answers stand as they are.
const save = (next: ViewerState) => writeStorage(STORAGE_KEY, JSON.stringify(next), 'session');

/** The resident now signed in here (null: nobody); anything remembered for another is dropped. */
export function keepViewerStateFor(viewerId: Id | null): void {
  if (load().viewerId !== viewerId) save(empty(viewerId));
}

// Each write names the resident who acted: an answer that comes after another resident signed in
// here (another tab, a slow network) is not theirs to keep.

export function rememberPostFlag(viewerId: Id, postId: Id, flag: PostFlag, on: boolean): void {
  const state = load();
  if (state.viewerId !== viewerId) return;
  save({ ...state, posts: { ...state.posts, [postId]: { ...state.posts[postId], [flag]: on } } });
}

export function rememberFollow(viewerId: Id, userId: Id, following: boolean): void {
  const state = load();
  if (state.viewerId !== viewerId) return;
  save({ ...state, follows: { ...state.follows, [userId]: following } });
}

/**
 * No server says whether the resident reported a post: the app remembers the reports it sent,
 * and the 409s that said one had been sent before, so the card does not offer Report again.
 */
export function rememberReportedPost(viewerId: Id, postId: Id): void {
  const state = load();
  if (state.viewerId !== viewerId) return;
  const reported = state.reported ?? [];
  if (!reported.includes(postId)) save({ ...state, reported: [...reported, postId] });
}

export function hasReportedPost(viewerId: Id, postId: Id): boolean {
  const state = load();
  return state.viewerId === viewerId && (state.reported ?? []).includes(postId);
}

const FLAGS: PostFlag[] = ['likedByMe', 'repostedByMe', 'savedByMe'];
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function fillPost<T extends Post>(post: T, state: ViewerState): T {
  const known = isObject(post) ? state.posts[post.id] : undefined;
  if (!known) return post;
  const missing = FLAGS.filter((flag) => typeof post[flag] !== 'boolean' && flag in known);
  if (missing.length === 0) return post;
  return { ...post, ...Object.fromEntries(missing.map((flag) => [flag, known[flag]])) };
}

/** The post with each flag the server left out filled in from the resident's own actions. */
export const withViewerState = <T extends Post>(post: T): T => fillPost(post, load());

export function withViewerStates<T extends Post>(posts: T[]): T[] {
  if (!Array.isArray(posts)) return posts;
  const state = load();
  return posts.map((post) => fillPost(post, state));
}

/** The user with followedByMe filled in from the resident's own follow or unfollow. */
export function withFollowState(user: User): User {
  const known = isObject(user) ? load().follows[user.id] : undefined;
  if (known === undefined || typeof user.followedByMe === 'boolean') return user;
  return { ...user, followedByMe: known };
}
