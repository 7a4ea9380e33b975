// The last step of the seed: a few notifications for residents other than the demo user, the
// counters (computed from the relation rows, so they always agree), and rows in time order.
import { postIdOf, type Pair } from './seed-base';
import { DEMO_USERNAME, RESIDENTS } from './seed-people';
import { DEMO_LIKES } from './seed-replies';
import type { WorldDraft } from './seed-draft';
import { byTime } from './time-order';

/** How many rows there are per id (rows whose id is null are left out). */
export function countBy<T>(rows: T[], key: (row: T) => number | null): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const id = key(row);
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

const sortedByTime = <T extends { createdAt: string }>(rows: T[]): T[] => [...rows].sort(byTime);

/** Notifications other residents got: their mentions, the demo user's chosen likes, recent replies. */
function addOtherNotifications(w: WorldDraft): void {
  const byUsername = new Map(RESIDENTS.map((resident, index) => [resident.username, index + 1]));
  const notify = (
    recipientId: number,
    type: string,
    actorId: number,
    postId: number,
    createdAt: string,
    comment: string | null = null,
  ) => {
    if (recipientId === actorId || recipientId === w.demoId) return;
    w.notifications.push({
      recipientId,
      type,
      actorId,
      postId,
      groupId: null,
      comment,
      concernStatus: null,
      assigneeId: null,
      read: w.rand() < 0.5,
      createdAt,
    });
  };
  w.posts.forEach((post, index) => {
    for (const username of post.mentions) {
      // The demo user's mentions are among their hand-written events.
      const recipientId = byUsername.get(username);
      if (recipientId !== undefined && username !== DEMO_USERNAME) {
        notify(recipientId, 'mention', post.authorId, index + 1, post.createdAt);
      }
    }
  });
  const demoLiked = new Set(DEMO_LIKES.map(postIdOf));
  for (const like of w.likes.rows.filter((row) => row.a === w.demoId && demoLiked.has(row.b))) {
    notify(w.posts[like.b - 1].authorId, 'like', w.demoId, like.b, like.createdAt);
  }
  for (const comment of sortedByTime(w.comments).slice(-4)) {
    const authorId = w.posts[comment.postId - 1].authorId;
    notify(
      authorId,
      'comment',
      comment.authorId,
      comment.postId,
      comment.createdAt,
      comment.content,
    );
  }
}

const userPost = (pair: Pair) => ({ userId: pair.a, postId: pair.b, createdAt: pair.createdAt });

export function finishWorld(w: WorldDraft) {
  addOtherNotifications(w);
  const follows = w.follows.rows.map((pair) => ({
    followerId: pair.a,
    followingId: pair.b,
    createdAt: pair.createdAt,
  }));
  const likes = w.likes.rows.map(userPost);
  const reposts = w.reposts.rows.map(userPost);
  const comments = w.comments;
  const groupMembers = w.groupMembers;

  const followers = countBy(follows, (f) => f.followingId);
  const following = countBy(follows, (f) => f.followerId);
  const feedPosts = countBy(w.posts, (p) => (p.groupId === null ? p.authorId : null));
  const users = w.users.map((user, index) => ({
    ...user,
    followersCount: followers.get(index + 1) ?? 0,
    followingCount: following.get(index + 1) ?? 0,
    postsCount: feedPosts.get(index + 1) ?? 0,
  }));

  const likeCounts = countBy(likes, (row) => row.postId);
  const repostCounts = countBy(reposts, (row) => row.postId);
  const commentCounts = countBy(comments, (row) => row.postId);
  const posts = w.posts.map((post, index) => ({
    ...post,
    likesCount: likeCounts.get(index + 1) ?? 0,
    repostsCount: repostCounts.get(index + 1) ?? 0,
    commentsCount: commentCounts.get(index + 1) ?? 0,
  }));

  const memberCounts = countBy(groupMembers, (m) => (m.status === 'joined' ? m.groupId : null));
  const postCounts = countBy(w.posts, (p) => p.groupId);
  const groups = w.groups.map((group, index) => ({
    ...group,
    memberCount: memberCounts.get(index + 1) ?? 0,
    postCount: postCounts.get(index + 1) ?? 0,
  }));

  // Users, posts, groups and stories keep their positions (their ids); relation rows get ids in
  // time order, as a database would have given them.
  return {
    societies: w.societies,
    users,
    groups,
    posts,
    stories: w.stories,
    groupMembers: sortedByTime(groupMembers),
    follows: sortedByTime(follows),
    blocks: sortedByTime(w.blocks),
    likes: sortedByTime(likes),
    reposts: sortedByTime(reposts),
    savedPosts: sortedByTime(w.savedPosts.rows.map(userPost)),
    comments: sortedByTime(comments),
    storyViews: sortedByTime(
      w.storyViews.rows.map((pair) => ({
        storyId: pair.a,
        userId: pair.b,
        createdAt: pair.createdAt,
      })),
    ),
    notifications: sortedByTime(w.notifications),
    reports: sortedByTime(w.reports),
  };
}
