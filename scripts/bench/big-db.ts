// A db with many feed posts: the seed, then `total` feed posts in all (generated, deterministic).
import { db, nextId } from '../../mocks/db.ts';
import { resetDb } from '../../mocks/reset-db.ts';

const TOPICS = [
  'Water supply in Tower 3 is off again this morning. #water',
  'Thanks to the housekeeping team for the quick clean-up after the rain.',
  'Lift 2 makes a grinding noise between floors 5 and 6. #maintenance',
  'Anyone up for a Sunday cricket match at the clubhouse ground? #sports',
  'Parking in front of Gate 2 blocks the ambulance lane. Please take care. #parking',
];

/** Seeds the db, then adds or removes feed posts so that exactly `total` feed posts exist. */
export function seedBigDb(total: number, now = Date.now()): void {
  resetDb(now);
  const feedPosts = db.post.getAll().filter((post) => post.groupId === null);
  // Authors the demo resident has not blocked, so every generated post shows in their feed.
  const blocked = new Set(db.block.getAll().map((block) => block.blockedId));
  const users = db.user.getAll().filter((user) => !blocked.has(user.id));
  if (feedPosts.length > total) {
    for (const post of feedPosts.slice(total)) {
      db.post.delete({ where: { id: { equals: post.id } } });
    }
    return;
  }
  // Older than the seed's posts, so the seed's own first screen stays the same.
  const oldest = Math.min(...feedPosts.map((post) => Date.parse(post.createdAt)));
  for (let index = feedPosts.length; index < total; index += 1) {
    const author = users[index % users.length];
    db.post.create({
      id: nextId('post'),
      content: `${TOPICS[index % TOPICS.length]} (${index + 1})`,
      authorId: author.id,
      societyId: author.societyId,
      groupId: null,
      imageUrl: null,
      isBuilderWide: index % 7 === 0,
      hashtags: [],
      mentions: [],
      attachmentIds: [],
      likesCount: index % 13,
      commentsCount: 0,
      repostsCount: index % 5,
      createdAt: new Date(oldest - (index + 1) * 60_000).toISOString(),
    });
  }
}
