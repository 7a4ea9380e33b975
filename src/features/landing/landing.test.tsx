import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { SOCIETY_NAMES } from '../../lib/societies';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import {
  counter,
  dbFeedPosts,
  pageBanner,
  POST_CARD_LIMIT,
  tabCount,
  visibleCards,
  waitForCards,
} from './landing-test-utils';

// The page renders ten full post cards; on a loaded machine that takes seconds in jsdom.
const SLOW = { timeout: 60_000 };

async function visitLanding() {
  const app = renderApp('/');
  await waitForCards();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Your society, heard.' }),
  ).toBeInTheDocument();
  return app;
}

describe('public landing page (visitor at /)', SLOW, () => {
  it('loads the posts with the documented GET /api/posts, no query', async () => {
    const lists = recordRequests({ path: '/api/posts' });
    await visitLanding();
    expect(lists.map((request) => request.search)).toEqual(['']);
  });

  it('shows skeletons while the posts load', async () => {
    server.use(
      http.get('/api/posts', async () => {
        await delay(1500);
        return HttpResponse.json([]);
      }),
    );
    renderApp('/');
    expect(
      await screen.findByText('Loading concerns...', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(visibleCards()).toHaveLength(0);
  });

  it("goes from the samples straight to the community's posts on 'Try again', no skeleton between", async () => {
    server.use(
      http.get('/api/posts', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp('/');
    await screen.findByText(
      'Showing sample concerns while the community feed is unavailable.',
      {},
      SLOW,
    );
    await waitForCards();
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => added.push(node.textContent ?? ''));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(counter('Concerns')).toBe(dbFeedPosts().length), SLOW);
    observer.disconnect();
    expect(added.filter((text) => text.includes('Loading concerns...'))).toEqual([]);
  });

  it('offers Login and Sign Up in the banner, Login three Tab presses away', async () => {
    const { user } = await visitLanding();
    const banner = pageBanner();
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(banner).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveFocus();
  });

  it('counts societies, concerns, builder-wide and society-specific posts from the data', async () => {
    await visitLanding();
    const posts = dbFeedPosts();
    const societies = new Set(
      posts.flatMap(({ ownSociety, authorSociety }) => [ownSociety, authorSociety]).filter(Boolean),
    );
    const builderWide = posts.filter((entry) => entry.builderWide).length;
    expect(counter('Societies')).toBe(societies.size);
    expect(counter('Concerns')).toBe(posts.length);
    expect(counter('Builder-Wide')).toBe(builderWide);
    expect(counter('Society-Specific')).toBe(posts.length - builderWide);
  });

  it('shows at most 10 posts per tab with the count of each tab', async () => {
    const { user } = await visitLanding();
    const posts = dbFeedPosts();
    const builderWide = posts.filter((entry) => entry.builderWide).length;
    const expected = {
      'All Concerns': posts.length,
      'Builder-Wide': builderWide,
      'Society-Specific': posts.length - builderWide,
    };
    for (const [tab, count] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${tab}`) }));
      expect(tabCount(tab)).toBe(count);
      const cards = visibleCards();
      expect(cards).toHaveLength(Math.min(count, POST_CARD_LIMIT));
      for (const card of cards) {
        const badge = within(card).queryByText('Builder-Wide');
        if (tab === 'Builder-Wide') expect(badge).toBeInTheDocument();
        if (tab === 'Society-Specific') expect(badge).not.toBeInTheDocument();
      }
    }
  });

  it('filters by text as you type', async () => {
    const { user } = await visitLanding();
    await user.type(screen.getByRole('searchbox', { name: 'Search concerns' }), 'tanker');
    const matching = dbFeedPosts().filter(({ post }) => /tanker/i.test(post.content));
    expect(matching.length).toBeGreaterThan(0);
    await waitFor(() => expect(tabCount('All Concerns')).toBe(matching.length));
    expect(visibleCards()).toHaveLength(Math.min(matching.length, POST_CARD_LIMIT));
    for (const card of visibleCards()) expect(card).toHaveTextContent(/tanker/i);
  });

  it('filters by author name', async () => {
    const { user } = await visitLanding();
    const { author } = dbFeedPosts()[0];
    await user.type(screen.getByRole('searchbox', { name: 'Search concerns' }), author.fullName);
    const byAuthor = dbFeedPosts().filter((entry) => entry.author.id === author.id);
    await waitFor(() => expect(tabCount('All Concerns')).toBe(byAuthor.length));
    for (const card of visibleCards()) {
      expect(within(card).getByRole('link', { name: author.fullName })).toBeInTheDocument();
    }
  });

  it('filters by society: All Societies plus the 19 names', async () => {
    const { user } = await visitLanding();
    const select = screen.getByRole('combobox', { name: 'Society' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All Societies', ...SOCIETY_NAMES]);

    const society = 'Vasundhara Lakeview';
    await user.selectOptions(select, society);
    const inSociety = dbFeedPosts().filter((entry) => entry.shownSociety === society);
    await waitFor(() => expect(tabCount('All Concerns')).toBe(inSociety.length));
    expect(counter('Concerns')).toBe(dbFeedPosts().length);
    for (const card of visibleCards()) expect(card).toHaveTextContent(society);

    // A society with no posts yet: an empty tab and a way back.
    await user.selectOptions(select, 'Vasundhara Aurum');
    expect(
      await screen.findByRole('heading', { name: 'No concerns match your search' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(tabCount('All Concerns')).toBe(dbFeedPosts().length));
    expect(select).toHaveValue('');
  });
});
