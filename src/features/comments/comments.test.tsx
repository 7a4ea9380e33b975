import type { InfiniteData } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { getPost, postKeys } from '../../api/posts';
import { COMMENT_MAX_LENGTH } from '../../api/validation';
import type { Post } from '../../api/types';
import { recordFromQuiet } from '../../testing/card-renders';
import { switchableFaults } from '../../testing/faults';
import { recordRequests } from '../../testing/record-requests';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { commentDraftKey } from './comment-draft';
import { commentsOf, openPostPage } from './comments-test-utils';
import CommentsSection from './comments-section';

const post = (id: number) => db.post.findFirst({ where: { id: { equals: id } } })!;
// The card's Comments toggle: its name carries the count (and never equals the box's 'Comment').
const COMMENTS_BUTTON = /^Comments?\W*\d/;
const countOn = (scope: HTMLElement) => {
  const button = within(scope).getByRole('button', { name: COMMENTS_BUTTON });
  return Number(/(\d+)/.exec(button.textContent ?? '')![1]);
};

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('comments', { timeout: 60_000 }, () => {
  it('lists the comments oldest first with author, profile link and relative time', async () => {
    const busy = db.post
      .getAll()
      .find(
        (row) =>
          row.groupId === null &&
          row.authorId !== SEED.blockedUserId &&
          commentsOf(row.id).length > 2,
      )!;
    const expected = commentsOf(busy.id);
    const { section } = await openPostPage(busy.id);
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    expected.forEach((comment, index) => {
      const author = db.user.findFirst({ where: { id: { equals: comment.authorId } } })!;
      expect(items[index]).toHaveTextContent(comment.content);
      expect(within(items[index]).getByRole('link', { name: author.fullName })).toHaveAttribute(
        'href',
        `/profile/${author.id}`,
      );
      expect(items[index].querySelector('time')).toHaveAttribute('datetime', comment.createdAt);
      expect(items[index].querySelector('time')?.textContent).toMatch(/ago$/);
    });
  });

  it('adds a comment: the exact call, the list, the cleared box, the count and the db', async () => {
    const postId = SEED.othersPostId;
    const before = post(postId);
    const calls = recordRequests({ method: 'POST', path: /\/comments$/ });
    const listReads = recordRequests({ method: 'GET', path: `/api/posts/${postId}/comments` });
    const { user } = await openPostPage(postId);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const submit = screen.getByRole('button', { name: 'Comment' });
    expect(submit).toBeDisabled();

    await user.click(box);
    await user.paste('  Same problem in B wing since Monday. #Water  ');
    expect(submit).toBeEnabled();
    await user.click(submit);

    const section = screen.getByRole('region', { name: /^Comments on the post by/ });
    expect(
      await within(section).findByText(/Same problem in B wing since Monday\./),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '#Water' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Same problem in B wing since Monday.',
    );
    expect(box).toHaveValue('');
    expect(countOn(screen.getByRole('article'))).toBe(before.commentsCount + 1);
    expect(screen.getByText('Comment posted.')).toHaveAttribute('role', 'status');

    expect(calls).toHaveLength(1);
    // The server's answer is the new comment: the loaded list is not read again.
    expect(listReads).toHaveLength(1);
    expect(calls[0].path).toBe(`/api/posts/${postId}/comments`);
    expect(calls[0].body).toEqual({
      authorId: SEED.demoUserId,
      content: 'Same problem in B wing since Monday. #Water',
    });
    const saved = commentsOf(postId).at(-1)!;
    expect(saved).toMatchObject({
      authorId: SEED.demoUserId,
      content: 'Same problem in B wing since Monday. #Water',
    });
    expect(post(postId).commentsCount).toBe(before.commentsCount + 1);
    expect(
      db.notification.findFirst({
        where: {
          recipientId: { equals: before.authorId },
          actorId: { equals: SEED.demoUserId },
          type: { equals: 'comment' },
          postId: { equals: postId },
        },
      }),
    ).not.toBeNull();
    expect(localStorage.getItem(commentDraftKey(SEED.demoUserId, postId))).toBeNull();
  });

  it("says 'Posting...' while the comment is on its way", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/posts/:id/comments', async () => {
        await answered;
        return HttpResponse.json({ message: 'later' }, { status: 503 });
      }),
    );
    const { user } = await openPostPage(SEED.othersPostId);
    await user.click(await screen.findByRole('textbox', { name: 'Write a comment' }));
    await user.paste('On it');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveAttribute('readonly');
    release();
    expect(await screen.findByRole('button', { name: 'Comment' })).toBeEnabled();
  });

  it('says the limit as it nears and turns Comment off past it, a key rendering once', async () => {
    const { user } = await openPostPage(SEED.othersPostId);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const comment = screen.getByRole('button', { name: 'Comment' });
    await user.click(box);
    await user.paste('x'.repeat(COMMENT_MAX_LENGTH - 1));
    expect(box).toHaveAccessibleDescription('1 character left');
    expect(comment).toBeEnabled();
    // The box shows its own limit: the schema checks what is sent, not every key, which would
    // render the box a second time for each key.
    const renders = await recordFromQuiet();
    await user.type(box, 'yz');
    expect(box).toHaveAccessibleDescription('Comment must be less than 500 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toBeDisabled();
    await new Promise((done) => setTimeout(done, 300));
    expect(renders.commits()).toBe(2);
  });

  it('keeps the text and a draft when posting fails, and changes nothing', async () => {
    const postId = SEED.othersPostId;
    const before = { count: post(postId).commentsCount, rows: db.comment.count() };
    server.use(
      http.post('/api/posts/:id/comments', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = await openPostPage(postId);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.click(box);
    await user.paste('Please fix this soon');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    const toast = await screen.findByText('Failed to post comment. Please try again.');
    expect(toast.parentElement).toHaveTextContent('Error');
    expect(box).toHaveValue('Please fix this soon');
    expect(screen.getByRole('button', { name: 'Comment' })).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(commentDraftKey(SEED.demoUserId, postId))!)).toEqual({
      content: 'Please fix this soon',
    });
    expect(countOn(screen.getByRole('article'))).toBe(before.count);
    expect(post(postId).commentsCount).toBe(before.count);
    expect(db.comment.count()).toBe(before.rows);
  });

  it('brings a draft back after a reload, and ignores a corrupted one', async () => {
    localStorage.setItem(
      commentDraftKey(SEED.demoUserId, SEED.othersPostId),
      JSON.stringify({ content: 'Half' }),
    );
    const first = await openPostPage(SEED.othersPostId);
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toHaveValue('Half');
    first.unmount();

    localStorage.setItem(commentDraftKey(SEED.demoUserId, SEED.demoPostId), '{not json');
    renderApp(`/posts/${SEED.demoPostId}`);
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    expect(localStorage.getItem(commentDraftKey(SEED.demoUserId, SEED.demoPostId))).toBeNull();
  });

  it('says when there are no comments yet', async () => {
    const quiet = db.post
      .getAll()
      .find((row) => row.groupId === null && commentsOf(row.id).length === 0)!;
    const { section } = await openPostPage(quiet.id);
    expect(
      await within(section).findByText('No comments yet. Start the conversation.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Try again that reloads the comments', async () => {
    // Every read fails until the error shows: the one the page sends beside the post is not kept
    // when nothing shows it yet, and the comments on screen then read again themselves.
    const faults = switchableFaults(['listComments'], '500-body');
    const { user, section } = await openPostPage(SEED.demoPostId);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to load comments. Please try again.',
    );
    faults.set(null);
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(
      commentsOf(SEED.demoPostId).length,
    );
  });

  it('opens and closes under the card, and the count changes in the feed too', async () => {
    await loginAs(SEED.demoUserId);
    const { user, router, queryClient } = renderApp('/home');
    await screen.findByRole('feed', {}, { timeout: 30_000 });
    // The feed's cached copy of the post (virtualised cards are not all in jsdom's DOM).
    const cachedCounts = () =>
      queryClient
        .getQueriesData<InfiniteData<Post[]>>({ queryKey: postKeys.all })
        .flatMap(([, data]) => data?.pages?.flat() ?? [])
        .filter((row) => row.id === SEED.othersPostId)
        .map((row) => row.commentsCount);
    const before = post(SEED.othersPostId).commentsCount;
    await waitFor(() => expect(cachedCounts()).toContain(before));

    await act(() => router.navigate(`/posts/${SEED.othersPostId}`));
    const card = await screen.findByRole('article', {}, { timeout: 30_000 });
    const toggle = within(card).getByRole('button', { name: COMMENTS_BUTTON });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(
      await within(controlled).findByRole('region', { name: /^Comments on the post by/ }),
    ).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(controlled).not.toBeInTheDocument();
    await user.click(toggle);

    await user.click(await screen.findByRole('textbox', { name: 'Write a comment' }));
    await user.paste('Noted, thanks');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await within(card).findByText('Noted, thanks')).toBeInTheDocument();
    expect(countOn(card)).toBe(before + 1);
    expect(cachedCounts().length).toBeGreaterThan(0);
    expect(cachedCounts()).toEqual(cachedCounts().map(() => before + 1));
  });

  it('lets a visitor read the comments and offers Log in to comment', async () => {
    const shown = await getPost(SEED.demoPostId);
    renderWithProviders(
      <MemoryRouter>
        <CommentsSection post={shown} />
      </MemoryRouter>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(commentsOf(SEED.demoPostId).length);
    expect(screen.getByRole('link', { name: 'Log in to comment' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

// Issue 36 (C): one phone, two residents. A comment draft is its writer's alone: the next resident
// to sign in finds the box empty. Logging out forgets the leaving resident's drafts; a session that
// ended keeps them for when that resident signs in again.
describe('comment drafts on a shared phone', { timeout: 120_000 }, () => {
  const postId = SEED.othersPostId;
  const DRAFT = 'The gate light is out again';
  const commentBox = () =>
    screen.findByRole('textbox', { name: 'Write a comment' }, { timeout: 30_000 });

  async function signInThroughForm(user: ReturnType<typeof renderApp>['user'], userId: number) {
    const resident = db.user.findFirst({ where: { id: { equals: userId } } })!;
    await user.type(
      await screen.findByRole('textbox', { name: 'Email' }, { timeout: 30_000 }),
      resident.email,
    );
    await user.type(screen.getByLabelText('Password'), resident.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  async function logOut(app: ReturnType<typeof renderApp>) {
    const topBar = await screen.findByRole('banner', {}, { timeout: 30_000 });
    await app.user.click(within(topBar).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  }

  async function openPost(app: ReturnType<typeof renderApp>) {
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/login'));
    await act(() => app.router.navigate(`/posts/${postId}`));
    return commentBox();
  }

  it('after a logout, the next resident finds the box empty, and so does the first again', async () => {
    await loginAs(SEED.demoUserId);
    const app = renderApp(`/posts/${postId}`);
    await app.user.type(await commentBox(), DRAFT);
    await logOut(app);

    await signInThroughForm(app.user, SEED.neighbourId);
    expect(await openPost(app)).toHaveValue('');
    await logOut(app);

    // The design: logging out forgets the leaving resident's drafts (auth-context.tsx, signOut).
    await signInThroughForm(app.user, SEED.demoUserId);
    expect(await openPost(app)).toHaveValue('');
    expect(localStorage.getItem(commentDraftKey(SEED.demoUserId, postId))).toBeNull();
  });

  it('after a session ended, the next resident finds the box empty, the first their draft', async () => {
    await loginAs(SEED.demoUserId);
    const app = renderApp(`/posts/${postId}`);
    await app.user.type(await commentBox(), DRAFT);
    db.session.deleteMany({ where: {} });
    // A refetch meets the ended session: signed out, sent to /login.
    await act(() => app.queryClient.invalidateQueries());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));

    // The next resident signs in: the feed, not the page the first one left; on that post, the
    // box is empty.
    await signInThroughForm(app.user, SEED.neighbourId);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(await openPost(app)).toHaveValue('');
    await logOut(app);

    await signInThroughForm(app.user, SEED.demoUserId);
    expect(await openPost(app)).toHaveValue(DRAFT);
  });
});
