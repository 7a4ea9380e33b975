// A post with many comments, for the tests and the stories of Show Earlier Comments: older than
// the seed's, so the seed's stay the newest, and counted on the post as the server counts them.
import { db, nextId } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';

/** `count` comments by the neighbour on `postId`, an hour apart, numbered oldest first. */
export function addOldComments(postId: number, count: number, now = Date.now()): void {
  for (let index = 0; index < count; index += 1) {
    db.comment.create({
      id: nextId('comment'),
      postId,
      authorId: SEED.neighbourId,
      content: `Earlier comment ${index + 1}.`,
      createdAt: new Date(now - (24 * 30 + count - index) * 3_600_000).toISOString(),
    });
  }
  countOn(postId, count);
}

/** A comment by the neighbour on `postId`, made now: the newest. */
export function addNewComment(postId: number, content: string): void {
  db.comment.create({
    id: nextId('comment'),
    postId,
    authorId: SEED.neighbourId,
    content,
    createdAt: new Date().toISOString(),
  });
  countOn(postId, 1);
}

function countOn(postId: number, added: number) {
  db.post.update({
    where: { id: { equals: postId } },
    data: { commentsCount: (commentsCount: number) => commentsCount + added },
  });
}
