// A post with many comments, for the tests and the stories of Show Earlier Comments: older than
// the seed's, so the seed's stay the newest, and counted on the post as the server counts them.
import { db, nextId } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { bump } from '../../../mocks/store';

/** A comment by the neighbour on `postId`, counted on the post. */
function addNeighbourComment(postId: number, content: string, createdAt: Date): void {
  db.comment.create({
    id: nextId('comment'),
    postId,
    authorId: SEED.neighbourId,
    content,
    createdAt: createdAt.toISOString(),
  });
  bump('post', postId, 'commentsCount', 1);
}

/** `count` comments by the neighbour on `postId`, an hour apart, numbered oldest first. */
export function addOldComments(postId: number, count: number, now = Date.now()): void {
  for (let index = 0; index < count; index += 1) {
    const hoursAgo = 24 * 30 + count - index;
    addNeighbourComment(
      postId,
      `Earlier comment ${index + 1}.`,
      new Date(now - hoursAgo * 3_600_000),
    );
  }
}

/** A comment by the neighbour on `postId`, made now: the newest. */
export function addNewComment(postId: number, content: string): void {
  addNeighbourComment(postId, content, new Date());
}
