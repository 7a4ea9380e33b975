// Records to the contract's shapes (src/api/types.ts). A Lookup is built once per request so a
// list of thousands of posts joins authors, societies and the viewer's state from maps, not scans.
import type {
  Attachment,
  AttachmentKind,
  BlockedUser,
  Comment,
  Concern,
  Group,
  GroupMember,
  MemberStatus,
  Notification,
  NotificationType,
  Post,
  ReportReason,
  ReportState,
  Society,
  Story,
  User,
  UserSummary,
} from '../src/api/types';
import {
  db,
  type CommentRecord,
  type ConcernRecord,
  type GroupRecord,
  type NotificationRecord,
  type PostRecord,
  type SocietyRecord,
  type StoryRecord,
  type UserRecord,
} from './db';
import { PROFILE_POSTS_LIMIT } from '../src/api/limits';
import type { ConcernStatus } from '../src/lib/concerns';
import { careRoleOf, settleAutoClose, toConcern } from './concerns';
import { readsRemovedContent, removalOf } from './moderation';
import { keptUntilWrite } from './db-store';
import { byTime } from './time-order';

export { PROFILE_POSTS_LIMIT };

function indexById<T extends { id: number }>(records: T[]): Map<number, T> {
  return new Map(records.map((record) => [record.id, record]));
}

type PostMark = { userId: number; postId: number };

/** For a user (none: signed out), the ids of the posts they marked in `rows` (liked, saved...). */
function postIdsMarkedIn(rows: () => PostMark[]) {
  return keptUntilWrite((userId: number | undefined): ReadonlySet<number> => {
    const ids = new Set<number>();
    for (const row of rows()) if (row.userId === userId) ids.add(row.postId);
    return ids;
  });
}

// What a Lookup joins from whole models, kept from request to request until the next write: the
// care queue and a feed page read them all to serialize twenty posts.
const usersById = keptUntilWrite((): ReadonlyMap<number, UserRecord> =>
  indexById(db.user.getAll()),
);
const societiesById = keptUntilWrite((): ReadonlyMap<number, SocietyRecord> =>
  indexById(db.society.getAll()),
);
/** Concern records as stored (not settled), by post id; kept until the next write. */
export const concernRecordsById = keptUntilWrite((): ReadonlyMap<number, ConcernRecord> =>
  indexById(db.concern.getAll()),
);
const likedBy = postIdsMarkedIn(() => db.like.getAll());
const repostedBy = postIdsMarkedIn(() => db.repost.getAll());
const savedBy = postIdsMarkedIn(() => db.savedPost.getAll());
const affectedBy = postIdsMarkedIn(() => db.affected.getAll());
const affectedCountsByPost = keptUntilWrite((): ReadonlyMap<number, number> => {
  const counts = new Map<number, number>();
  for (const { postId } of db.affected.getAll()) counts.set(postId, (counts.get(postId) ?? 0) + 1);
  return counts;
});

/**
 * The joins of one request. Each is taken on first use and kept for the request: a write the
 * request makes itself (a concern it closes as it reads, settledConcern) does not make the rest
 * of its posts build them again.
 */
export class Lookup {
  readonly viewer: UserRecord | null;
  /** Concerns this request has settled (settledConcern), by post id. */
  private readonly settled = new Map<number, ConcernRecord>();
  private readonly joins = new Map<string, unknown>();

  constructor(viewer: UserRecord | null) {
    this.viewer = viewer;
  }

  private join<T>(name: string, read: () => T): T {
    if (!this.joins.has(name)) this.joins.set(name, read());
    return this.joins.get(name) as T;
  }

  get users() {
    return this.join('users', () => usersById());
  }
  get societies() {
    return this.join('societies', () => societiesById());
  }
  get liked() {
    return this.join('liked', () => likedBy(this.viewer?.id));
  }
  get reposted() {
    return this.join('reposted', () => repostedBy(this.viewer?.id));
  }
  get saved() {
    return this.join('saved', () => savedBy(this.viewer?.id));
  }
  /** Concern records as stored, not settled, by post id. */
  get concerns() {
    return this.join('concerns', () => concernRecordsById());
  }
  /** How many residents said each concern affects them (its author not counted). */
  get affectedCounts() {
    return this.join('affectedCounts', () => affectedCountsByPost());
  }
  get affectedByViewer() {
    return this.join('affectedByViewer', () => affectedBy(this.viewer?.id));
  }

  /**
   * A post's concern record as of `now`, settled (a resolved concern its author left unanswered for
   * its week is closed), or undefined for an update. Kept settled for the request: a later read
   * closes nothing twice.
   */
  settledConcern(post: PostRecord, now = Date.now()): ConcernRecord | undefined {
    const kept = this.settled.get(post.id);
    if (kept) return kept;
    const record = this.concerns.get(post.id);
    if (!record) return undefined;
    const settled = settleAutoClose(record, post, now);
    this.settled.set(post.id, settled);
    return settled;
  }

  /** A post's concern as the viewer reads it now, or null for an update. */
  concern(post: PostRecord): Concern | null {
    const record = this.settledConcern(post);
    if (!record) return null;
    return toConcern(record, post, {
      viewerId: this.viewer?.id,
      affectedCount: 1 + (this.affectedCounts.get(post.id) ?? 0),
      affectedByViewer: this.affectedByViewer.has(post.id),
      userSummary: (id) => this.userSummary(id),
    });
  }

  society(id: number | null): Society | null {
    const record = id === null ? undefined : this.societies.get(id);
    return record ? toSociety(record) : null;
  }

  userSummary(id: number): UserSummary {
    const user = this.users.get(id);
    if (!user) return deletedUser(id);
    return {
      id: user.id,
      fullName: user.fullName,
      username: user.username,
      profileImage: user.profileImage,
      society: this.society(user.societyId),
    };
  }
}

function deletedUser(id: number): UserSummary {
  return { id, fullName: 'Unknown', username: 'unknown', profileImage: null, society: null };
}

export function toSociety(record: SocietyRecord): Society {
  return { id: record.id, name: record.name, city: record.city, state: record.state };
}

export function toUser(record: UserRecord, lookup: Lookup): User {
  const posts = db.post
    .getAll()
    .filter((post) => post.authorId === record.id && post.groupId === null && !post.removedAt)
    .sort(newestFirst)
    .slice(0, PROFILE_POSTS_LIMIT)
    .map((post) => ({ id: post.id, content: post.content, createdAt: post.createdAt }));
  const viewer = lookup.viewer;
  const followedByMe =
    viewer !== null &&
    db.follow.count({
      where: { followerId: { equals: viewer.id }, followingId: { equals: record.id } },
    }) > 0;
  return {
    ...lookup.userSummary(record.id),
    email: lookup.viewer?.id === record.id ? record.email : null,
    bio: record.bio,
    yearsLived: record.yearsLived,
    yearsLiving: record.yearsLived,
    flatNumber: record.flatNumber,
    followersCount: record.followersCount,
    followingCount: record.followingCount,
    postsCount: record.postsCount,
    posts,
    followedByMe,
    showOnlineStatus: record.showOnlineStatus,
    careTeam: careRoleOf(record.id),
  };
}

export function newestFirst(
  a: { createdAt: string; id: number },
  b: { createdAt: string; id: number },
) {
  return byTime(b, a) || b.id - a.id;
}

export function oldestFirst(
  a: { createdAt: string; id: number },
  b: { createdAt: string; id: number },
) {
  return byTime(a, b) || a.id - b.id;
}

export function toAttachment(record: {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  kind: string;
  url: string;
}): Attachment {
  return {
    id: record.id,
    name: record.name,
    mimeType: record.mimeType,
    size: record.size,
    kind: record.kind as AttachmentKind,
    url: record.url,
  };
}

function attachmentsOf(ids: number[]): Attachment[] {
  if (ids.length === 0) return [];
  return ids
    .map((id) => db.attachment.findFirst({ where: { id: { equals: id } } }))
    .filter((record) => record !== null)
    .map(toAttachment);
}

export function toPost(record: PostRecord, lookup: Lookup): Post {
  // A removed post's words, tags and files are withheld from all but the care team serving it.
  if (record.removedAt !== null && !readsRemovedContent(record, lookup.viewer))
    return {
      ...livePost(
        { ...record, content: '', hashtags: [], mentions: [], imageUrl: null, attachmentIds: [] },
        lookup,
      ),
      removal: removalOf(record, lookup.viewer, (id) => lookup.userSummary(id)),
    };
  return {
    ...livePost(record, lookup),
    removal: removalOf(record, lookup.viewer, (id) => lookup.userSummary(id)),
  };
}

function livePost(record: PostRecord, lookup: Lookup): Post {
  return {
    id: record.id,
    content: record.content,
    authorId: record.authorId,
    imageUrl: record.imageUrl,
    createdAt: record.createdAt,
    likesCount: record.likesCount,
    commentsCount: record.commentsCount,
    repostsCount: record.repostsCount,
    isBuilderWide: record.isBuilderWide,
    hashtags: [...record.hashtags],
    mentions: [...record.mentions],
    author: lookup.userSummary(record.authorId),
    society: record.isBuilderWide ? null : lookup.society(record.societyId),
    groupId: record.groupId,
    attachments: attachmentsOf(record.attachmentIds),
    likedByMe: lookup.liked.has(record.id),
    repostedByMe: lookup.reposted.has(record.id),
    savedByMe: lookup.saved.has(record.id),
    concern: lookup.concern(record),
  };
}

export function toComment(record: CommentRecord, lookup: Lookup): Comment {
  return {
    id: record.id,
    postId: record.postId,
    authorId: record.authorId,
    content: record.content,
    createdAt: record.createdAt,
    author: lookup.userSummary(record.authorId),
  };
}

export function memberStatusOf(groupId: number, userId: number | undefined): MemberStatus {
  if (userId === undefined) return 'none';
  const membership = db.groupMember.findFirst({
    where: { groupId: { equals: groupId }, userId: { equals: userId } },
  });
  return (membership?.status as MemberStatus | undefined) ?? 'none';
}

export function membersOf(groupId: number, status: 'joined' | 'pending') {
  return db.groupMember
    .getAll()
    .filter((member) => member.groupId === groupId && member.status === status)
    .sort(oldestFirst);
}

export function toGroup(record: GroupRecord, lookup: Lookup): Group {
  const joined = membersOf(record.id, 'joined');
  const society = record.societyId === null ? null : lookup.societies.get(record.societyId);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    isPrivate: record.isPrivate,
    society: society?.name ?? null,
    societyId: record.societyId,
    memberCount: record.memberCount,
    postCount: record.postCount,
    adminId: record.adminId,
    createdAt: record.createdAt,
    members: joined.map((member) => member.userId),
    coverImage: record.coverImage,
    isAutoGenerated: record.isAutoGenerated,
    category: record.category,
    avatar: record.avatar,
    location: record.location ?? (society ? `${society.city}, ${society.state}` : null),
    recentActivity: [...record.recentActivity],
    memberStatus: memberStatusOf(record.id, lookup.viewer?.id),
    memberPreview: joined.slice(0, 4).map((member) => lookup.userSummary(member.userId)),
  };
}

export function toGroupMember(
  member: { userId: number; role: string; createdAt: string },
  lookup: Lookup,
): GroupMember {
  return {
    user: lookup.userSummary(member.userId),
    role: member.role === 'admin' ? 'admin' : 'member',
    joinedAt: member.createdAt,
  };
}

export function toNotification(record: NotificationRecord, lookup: Lookup): Notification {
  const post =
    record.postId === null ? null : db.post.findFirst({ where: { id: { equals: record.postId } } });
  const group =
    record.groupId === null
      ? null
      : db.group.findFirst({ where: { id: { equals: record.groupId } } });
  return {
    id: record.id,
    type: record.type as NotificationType,
    actor: lookup.userSummary(record.actorId),
    // A removed post's words are withheld here too (its page says it was removed).
    post: post ? { id: post.id, content: post.removedAt === null ? post.content : '' } : null,
    group: group ? { id: group.id, name: group.name, isPrivate: group.isPrivate } : null,
    comment: record.comment,
    concern: record.type.startsWith('concern_')
      ? {
          status: record.concernStatus as ConcernStatus | null,
          raisedByMe: post?.authorId === record.recipientId,
          assignee: record.assigneeId === null ? null : lookup.userSummary(record.assigneeId),
        }
      : null,
    report:
      record.reportOutcome === null
        ? null
        : {
            outcome: record.reportOutcome as ReportState,
            reason: record.reportReason as ReportReason | null,
          },
    createdAt: record.createdAt,
    read: record.read,
  };
}

export function toStory(record: StoryRecord, lookup: Lookup): Story {
  const viewedByMe =
    lookup.viewer !== null &&
    db.storyView.count({
      where: { storyId: { equals: record.id }, userId: { equals: lookup.viewer.id } },
    }) > 0;
  return {
    id: record.id,
    authorId: record.authorId,
    imageUrl: record.imageUrl,
    content: record.content,
    createdAt: record.createdAt,
    author: lookup.userSummary(record.authorId),
    viewedByMe,
  };
}

export function toBlockedUser(
  block: { blockedId: number; createdAt: string },
  lookup: Lookup,
): BlockedUser {
  const summary = lookup.userSummary(block.blockedId);
  return {
    id: summary.id,
    fullName: summary.fullName,
    username: summary.username,
    society: summary.society,
    blockedAt: block.createdAt,
  };
}
