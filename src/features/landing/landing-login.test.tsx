import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { DEMO_CREDENTIALS } from '../../lib/demo';
import { bodiesOf, recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { landingStats } from './landing-data';
import { counter, pageBanner, visibleCards, waitForCards } from './landing-test-utils';
import { samplePosts } from './sample-posts';

const FALLBACK_NOTICE = 'Showing sample concerns while the community feed is unavailable.';

// The page renders ten full post cards; on a loaded machine that takes seconds in jsdom.
const SLOW = { timeout: 60_000 };

async function visit(path = '/') {
  const app = renderApp(path);
  await waitForCards();
  return app;
}

const loginDialog = () => screen.findByRole('dialog', { name: 'Login Required' });

describe('Login Required', SLOW, () => {
  it("closes with the phone's Back, the visitor still on the landing; Back from Login leaves no step", async () => {
    const { user, router } = await visit();
    const like = within(visibleCards()[0]).getByRole('button', { name: /^Like/ });
    await user.click(like);
    await loginDialog();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');

    // Moved on from inside the sheet, to Login, and back: the landing, and its own entry.
    await user.click(like);
    await user.click(within(await loginDialog()).getByRole('link', { name: 'Login with Account' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' }, SLOW)).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens when a visitor likes a post, with its three ways in', async () => {
    const { user } = await visit();
    const likes = db.like.count();
    await user.click(within(visibleCards()[0]).getByRole('button', { name: /^Like/ }));
    const dialog = await loginDialog();
    expect(
      within(dialog).getByRole('button', { name: 'Continue as Demo User' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Login with Account' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(dialog).getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(db.like.count()).toBe(likes);
  });

  it('opens from both Quick Actions', async () => {
    const { user } = await visit();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    for (const name of ['Post a Concern', 'Join Community']) {
      await user.click(within(actions).getByRole('button', { name }));
      const dialog = await loginDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('Continue as Demo User signs in with POST /api/auth/demo-login and opens the feed', async () => {
    const calls = recordRequests({ path: /^\/api\/auth\/(demo-)?login$/ });
    const { user, router } = await visit();
    await user.click(within(visibleCards()[0]).getByRole('button', { name: /^Repost/ }));
    await user.click(
      within(await loginDialog()).getByRole('button', { name: 'Continue as Demo User' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The documented call needs nothing from the client: no credentials leave it.
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/auth/demo-login',
    ]);
    expect(calls[0].body).toBeUndefined();
    const stored = JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number } | null;
    expect(stored?.id).toBe(SEED.demoUserId);
    // The feed is another lazy screen, compiled on first use. Read again until it holds: the feed
    // that replaces the landing at / may show its heading a moment before /home's takes its place.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument(), {
      timeout: 20_000,
    });
  });

  it('falls back to the held demo credentials only on a server without demo-login', async () => {
    server.use(
      http.post('/api/auth/demo-login', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const logins = recordRequests({ path: '/api/auth/login' });
    const { user, router } = await visit();
    await user.click(within(visibleCards()[0]).getByRole('button', { name: /^Repost/ }));
    await user.click(
      within(await loginDialog()).getByRole('button', { name: 'Continue as Demo User' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(bodiesOf(logins)).toEqual([{ ...DEMO_CREDENTIALS }]);
  });

  it("says 'Demo login failed' when the sign-in fails", async () => {
    const logins = recordRequests({ path: '/api/auth/login' });
    server.use(http.post('/api/auth/demo-login', () => new HttpResponse(null, { status: 503 })));
    const { user, router } = await visit();
    await user.click(
      within(screen.getByRole('region', { name: 'Quick Actions' })).getByRole('button', {
        name: 'Post a Concern',
      }),
    );
    await user.click(
      within(await loginDialog()).getByRole('button', { name: 'Continue as Demo User' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Demo login failed');
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    // A server that has the call but failed is not asked again with credentials.
    expect(logins).toHaveLength(0);
  });
});

describe('sample posts fallback', SLOW, () => {
  const samples = samplePosts();

  async function expectSamples() {
    await waitForCards();
    expect(screen.getByText(FALLBACK_NOTICE)).toBeInTheDocument();
    await waitFor(() => expect(visibleCards()).toHaveLength(Math.min(samples.length, 10)));
    expect(visibleCards()[0]).toHaveTextContent(samples[0].author.fullName);
    const stats = landingStats(samples);
    expect(counter('Concerns')).toBe(stats.concerns);
    expect(counter('Societies')).toBe(stats.societies);
    expect(counter('Builder-Wide')).toBe(stats.builderWide);
  }

  it('replaces a failed list', async () => {
    server.use(
      http.get('/api/posts', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderApp('/');
    await expectSamples();
  });

  it('replaces an empty list', async () => {
    server.use(http.get('/api/posts', () => HttpResponse.json([])));
    renderApp('/');
    await expectSamples();
  });

  it('is not shown when the feed answers', async () => {
    await visit();
    expect(screen.queryByText(FALLBACK_NOTICE)).not.toBeInTheDocument();
  });
});

describe('signed-in visitor of /landing', SLOW, () => {
  it('sees the welcome line and Dashboard instead of Login and Sign Up', async () => {
    const viewer = await loginAs(SEED.demoUserId);
    await visit('/landing');
    const banner = pageBanner();
    const firstName = viewer.fullName.split(' ')[0];
    expect(within(banner).getByText(`Welcome back, ${firstName}!`)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(within(banner).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('goes to the feed and the groups from Quick Actions', async () => {
    await loginAs(SEED.demoUserId);
    await visit('/public-home');
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Post a Concern' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(within(actions).getByRole('link', { name: 'Join Community' })).toHaveAttribute(
      'href',
      '/groups',
    );
  });
});
