import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { blockedIdsOf } from '../../../mocks/store';
import { queriesOf, recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };
const en = (value: number) => value.toLocaleString('en-IN');

/**
 * The feed posts the demo user may see, with their engagement
 * (docs/product.md#explore-and-trending).
 */
function visiblePosts() {
  const hidden = blockedIdsOf(SEED.demoUserId);
  return db.post
    .getAll()
    .filter((post) => post.groupId === null && !hidden.has(post.authorId))
    .map((post) => ({
      ...post,
      engagement: post.likesCount + post.commentsCount + post.repostsCount,
    }));
}

const tile = (label: string) => screen.getByText(label).closest('div')!;

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('trending page', { timeout: 60_000 }, () => {
  it('sends the documented call and sums up the listed posts in three tiles', async () => {
    await loginAs(SEED.demoUserId);
    const lists = recordRequests({ method: 'GET', path: '/api/posts' });
    renderApp('/trending');
    await screen.findByRole('feed', { name: 'Trending posts' }, SLOW);

    expect(queriesOf(lists)).toEqual([`?filter=trending&userId=${SEED.demoUserId}`]);
    const posts = visiblePosts();
    const total = posts.reduce((sum, post) => sum + post.engagement, 0);
    const top = Math.max(...posts.map((post) => post.engagement));
    expect(tile('Total Posts')).toHaveTextContent(`Total Posts${en(posts.length)}`);
    expect(tile('Total Engagement')).toHaveTextContent(`Total Engagement${en(total)}`);
    expect(tile('Top Post')).toHaveTextContent(`Top Post${en(top)} reactions`);
    expect(screen.getByRole('heading', { level: 1, name: 'Trending Posts' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });

  it("ranks the posts by engagement with '#rank Trending' badges", async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/trending');
    const feed = await screen.findByRole('feed', { name: 'Trending posts' }, SLOW);
    const ranked = visiblePosts().sort((a, b) => b.engagement - a.engagement);
    const cards = await within(feed).findAllByRole('article');
    for (const card of cards) {
      const rank = Number(card.getAttribute('aria-posinset'));
      expect(card).toHaveTextContent(`#${rank} Trending`);
      // Ties may come in either order: the card's engagement is the one at its rank.
      const post = ranked.find((row) => card.textContent?.includes(row.content.slice(0, 30)))!;
      expect(post.engagement).toBe(ranked[rank - 1].engagement);
    }
  });

  it("says 'Failed to load trending posts. Please try again.' and tries again", async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.get('/api/posts', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp('/trending');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Failed to load trending posts. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('feed', { name: 'Trending posts' })).toBeInTheDocument();
  });

  it("says 'No trending posts' when there are none", async () => {
    await loginAs(SEED.demoUserId);
    server.use(http.get('/api/posts', () => HttpResponse.json([])));
    renderApp('/trending');
    expect(await screen.findByRole('heading', { name: 'No trending posts' }, SLOW)).toBeVisible();
    expect(screen.getByText('Check back later for trending community content')).toBeVisible();
    expect(screen.queryByText('Total Posts')).not.toBeInTheDocument();
  });
});
