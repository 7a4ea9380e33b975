// What the comments' test files share: the db's comments of a post in the order the list shows
// them, and the post's page opened for the demo resident.
import { screen } from '@testing-library/react';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

/** A post's comments in the db, oldest first (ties by id), as the list shows them. */
export const commentsOf = (postId: number) =>
  db.comment
    .findMany({ where: { postId: { equals: postId } } })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);

/** `/posts/{postId}` for the signed-in demo resident, once its comments section shows. */
export async function openPostPage(postId: number) {
  await loginAs(SEED.demoUserId);
  const app = renderApp(`/posts/${postId}`);
  const section = await screen.findByRole(
    'region',
    { name: /^Comments on the post by/ },
    { timeout: 30_000 },
  );
  return { ...app, section };
}
