// A resident with many notifications, for the tests and the stories of Show More: older than the
// seed's, so the seed's stay the newest.
import { db, nextId } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';

/** `count` read likes of the demo resident's first post by their neighbour, a day apart. */
export function addOldLikes(count: number, now = Date.now()): void {
  const post = db.post.findFirst({ where: { authorId: { equals: SEED.demoUserId } } })!;
  for (let index = 0; index < count; index += 1) {
    db.notification.create({
      id: nextId('notification'),
      recipientId: SEED.demoUserId,
      type: 'like',
      actorId: SEED.neighbourId,
      postId: post.id,
      read: true,
      createdAt: new Date(now - (30 + index) * 86_400_000).toISOString(),
    });
  }
}
