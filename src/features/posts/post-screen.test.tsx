import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { postKeys } from '../../api/posts';
import { isKnownMissing } from '../../api/proposed-routes';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { holdOperation, switchableFaults } from '../../testing/faults';
import { recordRequests, type SentRequest } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };

/** The paths and queries of the GET requests sent under /api/posts. */
const recordPostGets = () => recordRequests({ method: 'GET', path: /^\/api\/posts/ });
const urlsOf = (sent: SentRequest[]) => sent.map((request) => request.url);

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('post page', { timeout: 60_000 }, () => {
  it('shows the post with its comments open and a way back', async () => {
    await loginAs(SEED.demoUserId);
    const paths = recordPostGets();
    const row = db.post.findFirst({ where: { id: { equals: SEED.othersPostId } } })!;
    const author = db.user.findFirst({ where: { id: { equals: row.authorId } } })!;
    renderApp(`/posts/${row.id}`);

    const card = await screen.findByRole('article', { name: author.fullName }, SLOW);
    expect(card).toHaveTextContent(row.content.slice(0, 40));
    expect(screen.getByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    const toggle = within(card).getByRole('button', { name: /^Comments?\W*\d/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(urlsOf(paths)).toContain(`/api/posts/${row.id}`);
    await waitFor(() => expect(urlsOf(paths)).toContain(`/api/posts/${row.id}/comments`));
  });

  it("says 'Post not found' for an unknown id, and for a non-numeric one without asking", async () => {
    await loginAs(SEED.demoUserId);
    const paths = recordPostGets();
    const missing = Math.max(...db.post.getAll().map((row) => row.id)) + 1;
    const first = renderApp(`/posts/${missing}`);
    expect(await screen.findByRole('heading', { name: 'Post not found' }, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    // A 404 may be the route's (a server without GET /api/posts/{id}): the documented list tells.
    // The comments are asked for beside the post.
    expect(urlsOf(paths).filter((url) => !url.endsWith('/comments'))).toEqual([
      `/api/posts/${missing}`,
      '/api/posts',
    ]);
    expect(urlsOf(paths)).toContain(`/api/posts/${missing}/comments`);
    first.unmount();

    renderApp('/posts/abc');
    expect(await screen.findByRole('heading', { name: 'Post not found' }, SLOW)).toBeVisible();
    expect(urlsOf(paths)).toHaveLength(3);
  });

  it('shows an error with Try again that loads the post', async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.get('/api/posts/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp(`/posts/${SEED.demoPostId}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Failed to load the post. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('finds the post in the documented list when GET /api/posts/{id} is missing', async () => {
    await loginAs(SEED.demoUserId);
    const paths = recordPostGets();
    // A real server's unknown route: the same 404 with a message as a missing post's.
    server.use(
      http.get('/api/posts/:id', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const row = db.post.findFirst({ where: { id: { equals: SEED.demoPostId } } })!;
    renderApp(`/posts/${row.id}`);
    const card = await screen.findByRole('article', {}, SLOW);
    expect(card).toHaveTextContent(row.content.slice(0, 40));
    await waitFor(() => expect(urlsOf(paths)).toContain('/api/posts'));
  });

  it('asks for the comments beside the post, not once the post has come', async () => {
    await loginAs(SEED.demoUserId);
    const paths = recordPostGets();
    const post = holdOperation('getPost');
    renderApp(`/posts/${SEED.demoPostId}`);
    await waitFor(
      () => expect(urlsOf(paths)).toContain(`/api/posts/${SEED.demoPostId}/comments`),
      SLOW,
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    post.release();
    expect(await screen.findByRole('list', { name: 'Comments' }, SLOW)).toBeInTheDocument();
    // Read once: the comments section took the answer asked for beside the post.
    expect(urlsOf(paths).filter((url) => url.endsWith('/comments'))).toHaveLength(1);
  });

  it("does not take a missing post's 404 for a server without comments", async () => {
    await loginAs(SEED.demoUserId);
    const missing = Math.max(...db.post.getAll().map((row) => row.id)) + 1;
    const paths = recordPostGets();
    const first = renderApp(`/posts/${missing}`);
    expect(await screen.findByRole('heading', { name: 'Post not found' }, SLOW)).toBeVisible();
    await waitFor(() => expect(urlsOf(paths)).toContain(`/api/posts/${missing}/comments`));
    // Its comments' 404 was the post's: the failed read is not kept, and the page has not learnt
    // that the route is missing.
    await waitFor(() =>
      expect(first.queryClient.getQueryState(postKeys.comments(missing))).toBeUndefined(),
    );
    expect(isKnownMissing('GET /api/posts/{id}/comments')).toBe(false);
    first.unmount();

    renderApp(`/posts/${SEED.demoPostId}`);
    expect(await screen.findByRole('list', { name: 'Comments' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/not available on this server yet/)).not.toBeInTheDocument();
  });

  it('says comments are not available when the server has no comments route', async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.get('/api/posts/:id/comments', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderApp(`/posts/${SEED.demoPostId}`);
    expect(
      await screen.findByText('Comments are not available on this server yet.', {}, SLOW),
    ).toBeVisible();
  });

  it('reads the comments again once Try again has brought the post, when both reads failed', async () => {
    await loginAs(SEED.demoUserId);
    const faults = switchableFaults(['getPost', 'listComments'], '500-body');
    const { user } = renderApp(`/posts/${SEED.demoPostId}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Failed to load the post. Please try again.',
    );
    await waitFor(() => expect(faults.failed).toContain('listComments'));
    faults.set(null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Comments' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Failed to load comments. Please try again.')).toBeNull();
  });

  it("does not take a removed post's comments 404 for a server without comments", async () => {
    await loginAs(SEED.demoUserId);
    // A backend that answers for a removed post's comments as for a missing post's.
    server.use(
      http.get(`/api/posts/${SEED.removedPostId}/comments`, () =>
        HttpResponse.json({ message: 'Post not found' }, { status: 404 }),
      ),
    );
    const paths = recordPostGets();
    const { queryClient } = renderApp(`/posts/${SEED.removedPostId}`);
    await waitFor(() =>
      expect(urlsOf(paths)).toContain(`/api/posts/${SEED.removedPostId}/comments`),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(postKeys.comments(SEED.removedPostId))).toBeUndefined(),
    );
    expect(isKnownMissing('GET /api/posts/{id}/comments')).toBe(false);
  });
});
