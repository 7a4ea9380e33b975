import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { STORED_USER_KEY } from '../../lib/storage-keys';
import { renderApp } from '../../testing/render-app';
import { SLOW } from '../../testing/screen-faults';
import { loginAs } from '../../testing/session';

const hasLiked = (userId: number, postId: number) =>
  db.like.count({ where: { userId: { equals: userId }, postId: { equals: postId } } }) > 0;

describe('another tab signs in as someone else', () => {
  it("shows this tab's open post as the new resident sees it, not with the last one's like", async () => {
    await loginAs(SEED.demoUserId);
    renderApp(`/posts/${SEED.likedPostId}`);
    const like = () => screen.getAllByRole('button', { name: /^Like/ })[0];
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'), SLOW);

    // The other tab signs in a resident who has not liked the post: it stores them, and the
    // session cookie is theirs from now on.
    const next = db.user.getAll().find((person) => !hasLiked(person.id, SEED.likedPostId))!;
    const oldValue = localStorage.getItem(STORED_USER_KEY);
    await loginAs(next.id);
    const newValue = localStorage.getItem(STORED_USER_KEY);
    dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY, oldValue, newValue }));

    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'false'), SLOW);
  });
});
