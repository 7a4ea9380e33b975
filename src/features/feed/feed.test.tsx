import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { findFeedArticles } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { SLOW } from '../../testing/screen-faults';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preload(() => import('./feed-screen'));

describe('feed', () => {
  it('loads each tab with GET /api/posts?filter=…&userId=…', async () => {
    const viewer = await loginAs(SEED.demoUserId);
    const calls = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await findFeedArticles();

    for (const [tab, filter] of [
      ['My Society', 'my-society'],
      ['Following', 'following'],
      ['Trending Issues', 'trending'],
      ['All Concerns', 'all'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await findFeedArticles();
      expect(
        calls.some(
          ({ params }) =>
            params.get('filter') === filter && params.get('userId') === String(viewer.id),
        ),
      ).toBe(true);
    }
  });

  it('shows only the viewer society posts under My Society', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/home?tab=my-society');
    const cards = await findFeedArticles();
    const society = db.society.findFirst({ where: { id: { equals: SEED.demoSocietyId } } })!;
    for (const card of cards) expect(card).toHaveTextContent(society.name);
  });

  it('marks up the feed for assistive technology', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/home');
    const [first] = await findFeedArticles();
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize');
  });

  it('mounts the cards in view first and their neighbours after, busy meanwhile', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/home');
    // Counted inside waitFor's check, which runs as the first page commits: findBy would hand the
    // feed back a task later, when the next card may already be mounting.
    let firstRender = 0;
    await waitFor(() => {
      const feed = screen.getByRole('feed');
      firstRender = within(feed).getAllByRole('article').length;
      expect(feed).toHaveAttribute('aria-busy', 'true');
    });
    const settled = await findFeedArticles();
    // jsdom's 768 px window holds three 260 px estimates; four more on each side once settled.
    expect(firstRender).toBe(3);
    expect(settled).toHaveLength(7);
  });

  it('keeps a card, and the dialog it opened, mounted when it scrolls out of range', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const articles = await findFeedArticles();
    const card = articles.find((article) =>
      within(article).queryByRole('button', { name: 'Report' }),
    );
    if (!card) throw new Error('no card with a Report button');
    await user.click(within(card).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' }, SLOW);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const scrolled = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
    try {
      // Far down the feed: the virtualizer's range leaves the first cards behind.
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 100_000 });
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => {
        const positions = within(screen.getByRole('feed'))
          .getAllByRole('article')
          .map((article) => Number(article.getAttribute('aria-posinset')));
        expect(Math.max(...positions)).toBeGreaterThan(articles.length);
      });
      expect(card).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    } finally {
      Object.defineProperty(window, 'scrollY', scrolled);
      window.dispatchEvent(new Event('scroll'));
    }
  });

  it('loads more posts with Load More Posts', async () => {
    await loginAs(SEED.demoUserId);
    const calls = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user } = renderApp('/home');
    await findFeedArticles();
    await user.click(await screen.findByRole('button', { name: 'Load More Posts' }));
    await waitFor(() =>
      expect(calls.some(({ params }) => params.get('offset') === '20')).toBe(true),
    );
  });

  it("says 'Failed to load posts. Please try again.' and retries", async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.get('/api/posts', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderApp('/home');
    expect(await screen.findByText('Failed to load posts. Please try again.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await findFeedArticles()).length).toBeGreaterThan(0);
  });

  it('shows the exact empty texts', async () => {
    await loginAs(SEED.demoUserId);
    server.use(http.get('/api/posts', () => HttpResponse.json([])));
    const { user } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Be the first to share a concern or update with your community'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create First Post' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
  });
});

describe('like and repost', () => {
  const likeButton = async (postText: string) => {
    const card = (await findFeedArticles()).find((article) =>
      article.textContent?.includes(postText),
    );
    if (!card) throw new Error(`no card with "${postText}"`);
    return within(card).getByRole('button', { name: /^Like/ });
  };

  it('likes at once with POST /api/likes {userId, postId}, then the server agrees', async () => {
    const viewer = await loginAs(SEED.demoUserId);
    const post = db.post.findFirst({ where: { id: { equals: SEED.othersPostId } } })!;
    const likes = recordRequests({ path: '/api/likes' });
    const bodies = () => likes.map(({ method, body }) => ({ method, body }));
    const { user } = renderApp('/home?tab=my-society');
    const button = await likeButton(post.content.slice(0, 40));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName(`Like ${post.likesCount + 1}`);
    await waitFor(() =>
      expect(
        db.like.count({ where: { postId: { equals: post.id }, userId: { equals: viewer.id } } }),
      ).toBe(1),
    );
    expect(bodies()).toEqual([{ method: 'POST', body: { userId: viewer.id, postId: post.id } }]);

    await user.click(await likeButton(post.content.slice(0, 40)));
    await waitFor(() =>
      expect(
        db.like.count({ where: { postId: { equals: post.id }, userId: { equals: viewer.id } } }),
      ).toBe(0),
    );
    expect(bodies()[1]).toEqual({ method: 'DELETE', body: { userId: viewer.id, postId: post.id } });
  });

  it("rolls back and says 'Failed to like post' when the call fails", async () => {
    await loginAs(SEED.demoUserId);
    const post = db.post.findFirst({ where: { id: { equals: SEED.othersPostId } } })!;
    server.use(
      http.post('/api/likes', () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
    );
    const { user } = renderApp('/home?tab=my-society');
    await user.click(await likeButton(post.content.slice(0, 40)));
    expect(await screen.findByText('Failed to like post')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await likeButton(post.content.slice(0, 40))).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(db.post.findFirst({ where: { id: { equals: post.id } } })!.likesCount).toBe(
      post.likesCount,
    );
  });

  it("reposts and rolls back with 'Failed to repost'", async () => {
    const viewer = await loginAs(SEED.demoUserId);
    const post = db.post.findFirst({ where: { id: { equals: SEED.othersPostId } } })!;
    const { user } = renderApp('/home?tab=my-society');
    const card = (await findFeedArticles()).find((article) =>
      article.textContent?.includes(post.content.slice(0, 40)),
    )!;
    await user.click(within(card).getByRole('button', { name: /^Repost/ }));
    await waitFor(() =>
      expect(
        db.repost.count({ where: { postId: { equals: post.id }, userId: { equals: viewer.id } } }),
      ).toBe(1),
    );

    server.use(http.delete('/api/reposts', () => HttpResponse.error()));
    const again = (await findFeedArticles()).find((article) =>
      article.textContent?.includes(post.content.slice(0, 40)),
    )!;
    await user.click(within(again).getByRole('button', { name: /^Repost/ }));
    expect(await screen.findByText('Failed to repost')).toBeInTheDocument();
    expect(
      db.repost.count({ where: { postId: { equals: post.id }, userId: { equals: viewer.id } } }),
    ).toBe(1);
  });

  it('starts from the server state likedByMe', async () => {
    const viewer = await loginAs(SEED.demoUserId);
    // A post on the first page of My Society that the viewer has liked.
    const likedIds = new Set(
      db.like
        .getAll()
        .filter((like) => like.userId === viewer.id)
        .map((like) => like.postId),
    );
    const liked = db.post
      .getAll()
      .filter(
        (post) =>
          post.societyId === SEED.demoSocietyId && !post.isBuilderWide && post.groupId === null,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 20)
      .find((post) => likedIds.has(post.id))!;
    renderApp('/home?tab=my-society');
    await waitFor(async () =>
      expect(await likeButton(liked.content.slice(0, 40))).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
