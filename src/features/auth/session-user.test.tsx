import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { sessionKeys } from '../../api/auth';
import type { User } from '../../api/types';
import { DEMO_CREDENTIALS } from '../../lib/demo';
import { STORED_USER_KEY } from '../../lib/storage-keys';
import { preloadFeed } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { SLOW } from '../../testing/screen-faults';
import { loginAs } from '../../testing/session';
import { SESSION_EXPIRED_MESSAGE, useAuth } from './auth-context';

preloadFeed();

/** Every user object the provider hands out, one per render. */
function renderUserProbe() {
  const seen: (User | null)[] = [];
  function Probe() {
    seen.push(useAuth().user);
    return null;
  }
  return { seen, ...renderWithProviders(<Probe />) };
}

// The provider confirms the stored user with GET /api/auth/session on load; every screen of the
// signed-in app reads the user, so a new object for the same user renders them all again.
describe('the signed-in user on load', () => {
  it('stays the stored object when the session answers the same user', async () => {
    await loginAs(SEED.demoUserId);
    const sessions = recordRequests({ method: 'GET', path: '/api/auth/session' });
    const { seen, queryClient } = renderUserProbe();
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.current)).toBeDefined());

    expect(sessions).toHaveLength(1);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toMatchObject({ id: SEED.demoUserId });
  });

  it("becomes the session's copy when the user changed elsewhere, and is stored", async () => {
    const stored = await loginAs(SEED.demoUserId);
    db.user.update({
      where: { id: { equals: stored.id } },
      data: { bio: 'Changed on another device' },
    });
    const { seen } = renderUserProbe();

    await waitFor(() => expect(seen.at(-1)?.bio).toBe('Changed on another device'));
    expect(seen[0]?.bio).toBe(stored.bio);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toMatchObject({
      id: stored.id,
      bio: 'Changed on another device',
    });
  });
});

const storedUser = () => JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null') as User | null;

const page = (status: number) =>
  new HttpResponse('<!doctype html><title>Sign in to the network</title>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });

/** The login page's own notice (the toast, outside the page, may say it too). */
async function loginPageNotice() {
  const heading = await screen.findByRole('heading', { name: 'Sign in' }, SLOW);
  return within(heading.closest('main')!).queryByText(SESSION_EXPIRED_MESSAGE);
}

// Issue 36: offline on /home, reload, back online, and the resident was on /login with no word
// why. Only our API's own 401, the JSON `{ message }` of the contract, says the session ended.
describe('signed out only by our API (issue 36)', { timeout: 60_000 }, () => {
  it.each([
    ['offline (fetch fails)', () => HttpResponse.error()],
    ['a 401 page of a proxy or captive portal', () => page(401)],
    ['an empty 401', () => new HttpResponse(null, { status: 401 })],
    ["the static host's page (the demo's worker not answering yet)", () => page(200)],
  ])('keeps the resident signed in on %s, at start-up and on every call', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const viewer = await loginAs(SEED.demoUserId);
    server.use(http.all('/api/*', answer));
    const sessions = recordRequests({ method: 'GET', path: '/api/auth/session' });
    const { router, queryClient } = renderApp('/home');

    expect(
      await screen.findByText('Failed to load posts. Please try again.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(sessionKeys.current)?.status).toBe('error'),
    );
    expect(sessions).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/home');
    expect(storedUser()).toMatchObject({ id: viewer.id });
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('signs out on a JSON 401 from the session, and the login page says why until sign-in', async () => {
    await loginAs(SEED.demoUserId);
    db.session.deleteMany({ where: {} });
    const first = renderApp('/home');

    expect(await loginPageNotice()).toBeVisible();
    expect(first.router.state.location.pathname).toBe('/login');
    expect(storedUser()).toBeNull();

    // A reload: the toast is gone, the login page still says it.
    first.unmount();
    const { user, router } = renderApp('/login');
    expect(await loginPageNotice()).toBeVisible();
    await user.type(screen.getByLabelText('Email'), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    // Signed in again, then out by choice: no stale reason on the login page.
    const topBar = await screen.findByRole('banner', {}, SLOW);
    await user.click(within(topBar).getByRole('button', { name: 'Logout' }));
    expect(await loginPageNotice()).toBeNull();
  });
});

describe('another tab signs in as someone else', () => {
  const hasLiked = (userId: number, postId: number) =>
    db.like.count({ where: { userId: { equals: userId }, postId: { equals: postId } } }) > 0;

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
