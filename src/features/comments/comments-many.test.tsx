import { act, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { postKeys } from '../../api/posts';
import { commentsOf, openPostPage } from './comments-test-utils';
import { addNewComment, addOldComments } from './many-comments-test-utils';
import { COMMENTS_AT_ONCE } from './shown-comments';

async function openPostWithComments(count: number) {
  const postId = SEED.othersPostId;
  addOldComments(postId, count - commentsOf(postId).length);
  const all = commentsOf(postId);
  expect(all).toHaveLength(count);
  const app = await openPostPage(postId);
  await within(app.section).findAllByRole('listitem');
  return { ...app, all };
}

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('a post with many comments', { timeout: 60_000 }, () => {
  it('shows the newest 20 oldest first, then earlier ones above them, the focus on the earliest added', async () => {
    const { user, section, all } = await openPostWithComments(45);
    const items = () => within(section).getAllByRole('listitem');

    expect(items()).toHaveLength(COMMENTS_AT_ONCE);
    items().forEach((item, index) => expect(item).toHaveTextContent(all[25 + index].content));
    expect(within(section).getByText('Showing 20 of 45')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Show Earlier Comments' }));
    expect(items()).toHaveLength(40);
    expect(items()[0]).toHaveTextContent(all[5].content);
    expect(within(section).getByText('Showing 40 of 45')).toBeVisible();
    const earliestAuthor = db.user.findFirst({ where: { id: { equals: all[5].authorId } } })!;
    await waitFor(() =>
      expect(within(items()[0]).getByRole('link', { name: earliestAuthor.fullName })).toHaveFocus(),
    );

    await user.click(within(section).getByRole('button', { name: 'Show Earlier Comments' }));
    expect(items()).toHaveLength(45);
    items().forEach((item, index) => expect(item).toHaveTextContent(all[index].content));
    expect(within(section).queryByRole('button', { name: 'Show Earlier Comments' })).toBeNull();
    expect(within(section).queryByText(/^Showing \d+ of/)).toBeNull();
    await waitFor(() => expect(items()[0].contains(document.activeElement)).toBe(true));
  });

  it("keeps the earliest shown in place when the resident's own comment comes in below", async () => {
    const { user, section, all } = await openPostWithComments(30);
    const box = within(section).getByRole('textbox', { name: 'Write a comment' });

    await user.type(box, 'Still no water on the 4th floor');
    await user.click(within(section).getByRole('button', { name: 'Comment' }));

    await waitFor(() =>
      expect(within(section).getAllByRole('listitem').at(-1)).toHaveTextContent(
        'Still no water on the 4th floor',
      ),
    );
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(COMMENTS_AT_ONCE + 1);
    expect(items[0]).toHaveTextContent(all[10].content);
    expect(within(section).getByText('Showing 21 of 31')).toBeVisible();
  });

  it('keeps the earliest shown in place when the list is read again with comments gone before it and one added', async () => {
    const { user, section, all, queryClient } = await openPostWithComments(45);
    await user.click(within(section).getByRole('button', { name: 'Show Earlier Comments' }));
    const earliest = within(section).getAllByRole('listitem')[0];
    expect(earliest).toHaveTextContent(all[5].content);

    // Two earlier comments gone (their author blocked, say), a neighbour's new one below.
    for (const gone of [all[2], all[3]]) db.comment.delete({ where: { id: { equals: gone.id } } });
    addNewComment(SEED.othersPostId, 'The lift works again since this morning.');
    await act(() =>
      queryClient.invalidateQueries({ queryKey: postKeys.comments(SEED.othersPostId) }),
    );

    await waitFor(() => expect(within(section).getByText('Showing 41 of 44')).toBeVisible());
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(all[5].content);
    expect(items.at(-1)).toHaveTextContent('The lift works again since this morning.');
  });

  it('keeps the comments shown, the earlier ones included, when reading them again fails', async () => {
    const { user, section, queryClient } = await openPostWithComments(45);
    await user.click(within(section).getByRole('button', { name: 'Show Earlier Comments' }));
    server.use(
      http.get('/api/posts/:id/comments', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );

    await act(() => queryClient.refetchQueries({ queryKey: postKeys.comments(SEED.othersPostId) }));

    expect(queryClient.getQueryState(postKeys.comments(SEED.othersPostId))?.status).toBe('error');
    expect(within(section).getAllByRole('listitem')).toHaveLength(40);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows every comment, with no Show Earlier Comments, when there are 20 or fewer', async () => {
    const { section, all } = await openPostWithComments(COMMENTS_AT_ONCE);
    expect(within(section).getAllByRole('listitem')).toHaveLength(all.length);
    expect(within(section).queryByRole('button', { name: 'Show Earlier Comments' })).toBeNull();
  });
});
