// Reads and side effects the handlers share: find-or-404, counters, notifications, tokens.
import type { NotificationType } from '../src/api/types';
import type { ConcernStatus } from '../src/lib/concerns';
import { db, nextId, type PostRecord, type UserRecord } from './db';
import { keptUntilWrite } from './db-store';
import { forbidden, notFound } from './http';
import { newestFirst } from './serialize';

export function findUser(id: number): UserRecord | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}

export function requireUser(id: number, message = 'User not found'): UserRecord {
  const user = findUser(id);
  if (!user) throw notFound(message);
  return user;
}

export function isGroupMember(groupId: number, userId: number | undefined): boolean {
  if (userId === undefined) return false;
  return (
    db.groupMember.count({
      where: {
        groupId: { equals: groupId },
        userId: { equals: userId },
        status: { equals: 'joined' },
      },
    }) > 0
  );
}

/**
 * A post the viewer may see: group posts are for the group's members only
 * (docs/product.md#roles-and-permissions).
 */
export function requirePost(id: number, viewerId: number | undefined): PostRecord {
  const post = db.post.findFirst({ where: { id: { equals: id } } });
  if (!post) throw notFound('Post not found');
  if (post.groupId !== null && !isGroupMember(post.groupId, viewerId)) {
    throw forbidden('You need to join this group to see posts.');
  }
  return post;
}

/** Whether the care team removed the post: it is in no list or count (docs/product.md#reports). */
export const isRemoved = (post: PostRecord) => post.removedAt !== null;

/**
 * A post the viewer may act on (like, save, comment, report): a removed post is 404 to these
 * calls, as it is gone from every list they start from.
 */
export function requireLivePost(id: number, viewerId: number | undefined): PostRecord {
  const post = requirePost(id, viewerId);
  if (isRemoved(post)) throw notFound('Post not found');
  return post;
}

export function requireGroup(id: number) {
  const group = db.group.findFirst({ where: { id: { equals: id } } });
  if (!group) throw notFound('Group not found');
  return group;
}

export function requireSociety(id: number) {
  const society = db.society.findFirst({ where: { id: { equals: id } } });
  if (!society) throw notFound('Society not found');
  return society;
}

type CounterModel = 'post' | 'user' | 'group';
/** Adds `delta` to a stored counter, never below zero. */
export function bump(model: CounterModel, id: number, field: string, delta: number): void {
  const api = db[model] as unknown as {
    update(query: {
      where: { id: { equals: number } };
      data: Record<string, (prev: number) => number>;
    }): unknown;
  };
  api.update({
    where: { id: { equals: id } },
    data: { [field]: (prev: number) => Math.max(0, prev + delta) },
  });
}

export function hasBlocked(blockerId: number, blockedId: number): boolean {
  return (
    db.block.count({
      where: { blockerId: { equals: blockerId }, blockedId: { equals: blockedId } },
    }) > 0
  );
}

/** Ids of the users `userId` has blocked; their posts and comments are hidden from `userId`. */
export function blockedIdsOf(userId: number | undefined): Set<number> {
  if (userId === undefined) return new Set();
  return new Set(
    db.block
      .getAll()
      .filter((block) => block.blockerId === userId)
      .map((block) => block.blockedId),
  );
}

export type FeedOrder = 'newest' | 'trending';
const engagement = (post: PostRecord) => post.likesCount + post.commentsCount + post.repostsCount;

// Every feed page sorted the whole feed again (most of a 10,000-post request's time): each order
// is kept until the next write to the db.
/** All feed posts (not group posts, not removed ones), newest first or by engagement (then newest first). */
export const feedPostsIn: (order: FeedOrder) => readonly PostRecord[] = keptUntilWrite(
  (order: FeedOrder): readonly PostRecord[] =>
    order === 'newest'
      ? db.post
          .getAll()
          .filter((post) => post.groupId === null && !isRemoved(post))
          .sort(newestFirst)
      : // Stable sort: equal engagement keeps the newest-first order.
        [...feedPostsIn('newest')].sort((a, b) => engagement(b) - engagement(a)),
);

/**
 * Feed posts (not group posts) the viewer may see, newest first: none by residents they have
 * blocked. A new array each call, for the caller to filter or sort.
 */
export function visibleFeedPosts(viewerId: number | undefined): PostRecord[] {
  const hidden = blockedIdsOf(viewerId);
  return feedPostsIn('newest').filter((post) => !hidden.has(post.authorId));
}

/**
 * Posts `offset` to `offset + limit` of those `keep` accepts, walking the ordered feed only as
 * far as the page ends (a first page reads a few dozen posts, not the whole feed).
 */
export function pageOf(
  posts: readonly PostRecord[],
  keep: (post: PostRecord) => boolean,
  offset: number,
  limit: number | undefined,
): PostRecord[] {
  const end = limit === undefined ? Infinity : offset + limit;
  const page: PostRecord[] = [];
  let matched = 0;
  for (const post of posts) {
    if (matched >= end) break;
    if (!keep(post)) continue;
    if (matched >= offset) page.push(post);
    matched += 1;
  }
  return page;
}

/** Tells `recipientId` what `actorId` did, unless it is their own action or they blocked the actor. */
export function notify(
  recipientId: number,
  type: NotificationType,
  actorId: number,
  about: {
    postId?: number;
    groupId?: number;
    comment?: string;
    /** A concern's notification: the status it moved to, the member it was assigned to. */
    concernStatus?: ConcernStatus;
    assigneeId?: number;
    /** A report's notification: the outcome, and the reason the reporter chose. */
    reportOutcome?: string;
    reportReason?: string;
  } = {},
): void {
  if (recipientId === actorId || hasBlocked(recipientId, actorId)) return;
  db.notification.create({
    id: nextId('notification'),
    recipientId,
    type,
    actorId,
    postId: about.postId ?? null,
    groupId: about.groupId ?? null,
    comment: about.comment ?? null,
    concernStatus: about.concernStatus ?? null,
    assigneeId: about.assigneeId ?? null,
    reportOutcome: about.reportOutcome ?? null,
    reportReason: about.reportReason ?? null,
    read: false,
    createdAt: new Date().toISOString(),
  });
}

/**
 * Takes back what `notify` said when the actor undoes the action (an unlike, an undone repost, an
 * unfollow, leaving a group): "X liked your post" must not outlive the like, read or not.
 */
export function unnotify(
  recipientId: number,
  type: NotificationType,
  actorId: number,
  about: { postId?: number; groupId?: number } = {},
): void {
  db.notification.deleteMany({
    where: {
      recipientId: { equals: recipientId },
      type: { equals: type },
      actorId: { equals: actorId },
      ...(about.postId === undefined ? {} : { postId: { equals: about.postId } }),
      ...(about.groupId === undefined ? {} : { groupId: { equals: about.groupId } }),
    },
  });
}

/** A session token. getRandomValues works on plain-http demo hosts, where randomUUID does not. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function startSession(userId: number): string {
  const token = newToken();
  db.session.create({ token, userId, createdAt: new Date().toISOString() });
  return token;
}
