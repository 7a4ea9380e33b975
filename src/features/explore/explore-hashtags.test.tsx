import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { queriesOf, recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import {
  expectedHashtags,
  readStrip,
  SLOW,
  stripOf,
  TREND_TEXT,
  postsText,
} from './explore-test-utils';

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('explore: trending hashtags', { timeout: 90_000 }, () => {
  it('asks for the week by default and shows its hashtags with the db counts and trends', async () => {
    await loginAs(SEED.demoUserId);
    const hashtagCalls = recordRequests({ method: 'GET', path: '/api/hashtags/trending' });
    const statsCalls = recordRequests({ method: 'GET', path: '/api/posts/stats' });
    const postCalls = recordRequests({ method: 'GET', path: '/api/posts' });
    renderApp('/explore');

    const expected = expectedHashtags('week');
    expect(expected.length).toBe(8);
    expect(await readStrip()).toEqual(stripOf(expected));
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    expect(queriesOf(hashtagCalls)).toEqual(['?period=week&limit=8']);
    await waitFor(() => expect(queriesOf(statsCalls)).toEqual(['?period=week']));
    expect(queriesOf(postCalls)).toContain('?filter=trending&period=week&limit=10');
  });

  it('switching the period sends that period and changes the cards', async () => {
    await loginAs(SEED.demoUserId);
    const hashtagCalls = recordRequests({ method: 'GET', path: '/api/hashtags/trending' });
    const statsCalls = recordRequests({ method: 'GET', path: '/api/posts/stats' });
    const postCalls = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user, router } = renderApp('/explore');
    await readStrip();

    await user.click(screen.getByRole('radio', { name: '24h' }));
    const day = stripOf(expectedHashtags('24h'));
    await waitFor(async () => expect(await readStrip()).toEqual(day));
    expect(router.state.location.search).toContain('period=24h');

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    const month = stripOf(expectedHashtags('month'));
    expect(month).not.toEqual(day);
    await waitFor(async () => expect(await readStrip()).toEqual(month));
    expect(router.state.location.search).toContain('period=month');

    for (const period of ['week', '24h', 'month']) {
      expect(queriesOf(hashtagCalls)).toContain(`?period=${period}&limit=8`);
      expect(queriesOf(statsCalls)).toContain(`?period=${period}`);
      expect(queriesOf(postCalls)).toContain(`?filter=trending&period=${period}&limit=10`);
    }
  });

  it('reads the period from the URL', async () => {
    await loginAs(SEED.demoUserId);
    const hashtagCalls = recordRequests({ method: 'GET', path: '/api/hashtags/trending' });
    renderApp('/explore?period=24h');
    expect(await readStrip()).toEqual(stripOf(expectedHashtags('24h')));
    expect(screen.getByRole('radio', { name: '24h' })).toBeChecked();
    expect(queriesOf(hashtagCalls)).toEqual(['?period=24h&limit=8']);
  });

  it('ranks the top 5 in the Trending tab and shows up to 8 in the Hashtags tab', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/explore?period=month');
    const expected = expectedHashtags('month');

    const top = await screen.findByRole('list', { name: 'Top 5 hashtags' }, SLOW);
    const rows = within(top).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    rows.forEach((row, index) => {
      expect(within(row).getByRole('link')).toHaveTextContent(`#${expected[index].tag}`);
      expect(row).toHaveTextContent(postsText(expected[index].count));
      expect(row).toHaveTextContent(TREND_TEXT[expected[index].trend]);
      expect(within(row).queryByText('Trending') !== null).toBe(index < 3);
    });

    await user.click(screen.getByRole('tab', { name: 'Hashtags' }));
    const grid = await screen.findByRole('list', { name: 'Hashtags' });
    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(8);
    expect(cards.map((card) => within(card).getByText(/^#/).textContent)).toEqual(
      expected.map((hashtag) => `#${hashtag.tag}`),
    );
  });

  it('falls back to the sample hashtags when the endpoint is missing', async () => {
    await loginAs(SEED.demoUserId);
    server.use(http.get('/api/hashtags/trending', () => new HttpResponse(null, { status: 404 })));
    renderApp('/explore');

    const strip = await readStrip();
    expect(strip.map((card) => card.tag)).toEqual([
      '#WaterSupply',
      '#PowerCut',
      '#Security',
      '#Maintenance',
      '#Cleanliness',
      '#Parking',
      '#Noise',
      '#Elevator',
    ]);
    expect(strip[0].posts).toBe('124 posts');
    expect(strip.map((card) => card.trending)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(
      screen.getAllByText(
        'Showing sample hashtags: this server does not report trending hashtags yet.',
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a hashtag error with Try again, the rest of Explore still working', async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.get(
        '/api/hashtags/trending',
        () => HttpResponse.json({ message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp('/explore');

    const section = (
      await screen.findByRole('heading', { name: 'Trending Hashtags' }, SLOW)
    ).closest('section')!;
    const error = await within(section).findByRole('alert');
    expect(error).toHaveTextContent('Failed to load trending hashtags. Please try again.');
    expect(await screen.findByRole('list', { name: 'Society Groups' }, SLOW)).toBeVisible();

    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await readStrip()).toEqual(stripOf(expectedHashtags('week')));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No hashtags in this period yet.' for an empty period", async () => {
    await loginAs(SEED.demoUserId);
    server.use(http.get('/api/hashtags/trending', () => HttpResponse.json([])));
    renderApp('/explore?period=24h');
    expect(
      (await screen.findAllByText('No hashtags in this period yet.', {}, SLOW)).length,
    ).toBeGreaterThan(0);
  });
});
