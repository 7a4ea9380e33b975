import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { blockedIdsOf } from '../../../mocks/store';
import { queriesOf, recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectedPopular, feedPostsIn, readStrip, SLOW } from './explore-test-utils';

const en = (value: number) => value.toLocaleString('en-IN');
const tile = (label: string) => screen.getByText(label).closest('div')!;

describe('explore: posts and engagement', { timeout: 90_000 }, () => {
  it('shows the period engagement computed from the db', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/explore');
    await screen.findByText('Total Posts', {}, SLOW);

    for (const [label, period] of [
      ['Week', 'week'],
      ['24h', '24h'],
    ] as const) {
      await user.click(screen.getByRole('radio', { name: label }));
      const posts = feedPostsIn(period);
      const sum = (key: 'likesCount' | 'commentsCount') =>
        posts.reduce((total, post) => total + post[key], 0);
      // Waits on the tile itself: another tile may hold the same figure.
      await waitFor(() =>
        expect(tile('Total Posts')).toHaveTextContent(`Total Posts${en(posts.length)}`),
      );
      expect(tile('Likes')).toHaveTextContent(`Likes${en(sum('likesCount'))}`);
      expect(tile('Comments')).toHaveTextContent(`Comments${en(sum('commentsCount'))}`);
      expect(tile('Builder-Wide Issues')).toHaveTextContent(
        `Builder-Wide Issues${en(posts.filter((post) => post.isBuilderWide).length)}`,
      );
    }
  });

  it('without the stats endpoint, sums up the popular posts and says so', async () => {
    await loginAs(SEED.demoUserId);
    server.use(http.get('/api/posts/stats', () => new HttpResponse(null, { status: 404 })));
    renderApp('/explore?period=month');
    expect(
      await screen.findByText(
        'Totals of the popular posts: this server does not report period statistics yet.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    const top = expectedPopular('month').slice(0, 10);
    const likes = top.reduce((total, post) => total + post.likesCount, 0);
    expect(tile('Total Posts')).toHaveTextContent(`Total Posts${top.length}`);
    expect(tile('Likes')).toHaveTextContent(`Likes${en(likes)}`);
  });

  it('lists the top 10 of the period by likes + comments + reposts with rank badges', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/explore?period=month');
    await user.click(await screen.findByRole('tab', { name: 'Popular Posts' }, SLOW));

    const feed = await screen.findByRole('feed', { name: 'Popular posts' }, SLOW);
    const cards = within(feed).getAllByRole('article');
    const expected = expectedPopular('month');
    expect(expected.length).toBeGreaterThan(10);
    expect(cards).toHaveLength(10);
    cards.forEach((card, index) => {
      expect(card).toHaveTextContent(`#${index + 1} Trending`);
      const post = expected.find((row) => card.textContent?.includes(row.content.slice(0, 40)))!;
      // Ties may come in either order: the card's engagement is the one at its rank.
      expect(post.engagement).toBe(expected[index].engagement);
    });
    expect(screen.getByRole('link', { name: 'View all trending posts' })).toHaveAttribute(
      'href',
      '/trending',
    );
  });

  it("shows a society's own posts at ?society=, where search results lead", async () => {
    await loginAs(SEED.demoUserId);
    const calls = recordRequests({ method: 'GET', path: '/api/posts' });
    const otherSociety = db.user.findFirst({
      where: { id: { equals: SEED.otherSocietyResidentId } },
    })!;
    const society = db.society.findFirst({ where: { id: { equals: otherSociety.societyId! } } })!;
    renderApp(`/explore?society=${society.id}`);
    const feed = await screen.findByRole('feed', { name: `Posts in ${society.name}` }, SLOW);
    const cards = await within(feed).findAllByRole('article');
    for (const card of cards) expect(card).toHaveTextContent(society.name);
    expect(calls.some(({ params }) => params.get('societyId') === String(society.id))).toBe(true);
  });

  it('opens a tag from its card and lists only the posts with that tag', async () => {
    await loginAs(SEED.demoUserId);
    const postCalls = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user, router } = renderApp('/explore');
    const [first] = await readStrip();
    const tag = first.tag!.slice(1);

    await user.click(screen.getByRole('link', { name: new RegExp(`^#${tag}\\b`) }));
    const feed = await screen.findByRole('feed', { name: `Posts tagged #${tag}` }, SLOW);
    expect(router.state.location.search).toBe(`?tag=${tag}`);
    expect(queriesOf(postCalls)).toContain(`?hashtag=${tag}&limit=20&offset=0`);

    const hidden = blockedIdsOf(SEED.demoUserId);
    const tagged = db.post
      .getAll()
      .filter(
        (post) =>
          post.groupId === null &&
          !hidden.has(post.authorId) &&
          post.hashtags.some((item) => item.toLowerCase() === tag.toLowerCase()),
      );
    const cards = within(feed).getAllByRole('article');
    expect(cards[0]).toHaveAttribute('aria-setsize', String(tagged.length));
    for (const card of cards) expect(card).toHaveTextContent(`#${tag}`);

    await user.click(screen.getByRole('link', { name: 'All of Explore' }));
    expect(await screen.findByRole('list', { name: 'Trending hashtags' }, SLOW)).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('opens /explore?tag= from a link elsewhere (the shell and post hashtags)', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/explore?tag=Parking');
    const feed = await screen.findByRole('feed', { name: 'Posts tagged #Parking' }, SLOW);
    for (const card of within(feed).getAllByRole('article')) {
      expect(card).toHaveTextContent('#Parking');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Posts tagged #Parking' })).toBeVisible();
  });

  it("says 'No posts in this period yet.' and shows each section's error with Try again", async () => {
    await loginAs(SEED.demoUserId);
    // Only the popular posts call: the week is empty, the month fails once.
    let monthFailures = 0;
    server.use(
      http.get('/api/posts', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('filter') !== 'trending') return undefined;
        if (query.get('period') === 'week') return HttpResponse.json([]);
        if (query.get('period') === 'month' && monthFailures++ === 0) {
          return HttpResponse.json({ message: 'down' }, { status: 500 });
        }
        return undefined;
      }),
      http.get('/api/posts/stats', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp('/explore');
    const statsError = await screen.findByText(
      'Failed to load engagement stats. Please try again.',
      {},
      SLOW,
    );
    await user.click(screen.getByRole('tab', { name: 'Popular Posts' }));
    expect(await screen.findByText('No posts in this period yet.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    const alert = (await screen.findByText(statsError.textContent!)).closest('[role="alert"]')!;
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Builder-Wide Issues')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await user.click(screen.getByRole('tab', { name: 'Popular Posts' }));
    const postsError = await screen.findByRole('alert');
    expect(postsError).toHaveTextContent('Failed to load posts. Please try again.');
    await user.click(within(postsError).getByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('feed', { name: 'Popular posts' })).getAllByRole('article'),
    ).toHaveLength(10);
  });
});
