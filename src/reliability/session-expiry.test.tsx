// Session expiry mid-use: a 401 on a write or a read signs the resident out with a message, sends
// them to /login, and what they were writing is there again once they sign back in.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { SEED } from '../../mocks/seed';
import { findUser } from '../../mocks/store';
import { SESSION_EXPIRED_MESSAGE } from '../features/auth';
import { STORED_USER_KEY } from '../lib/storage-keys';
import { faultHandler, faultResponse } from '../testing/faults';
import { server } from '../../mocks/node';
import { renderApp } from '../testing/render-app';
import { startFeedComposer } from '../features/composer/composer-test-utils';
import { preloadFeed } from '../testing/preload';
import { SLOW } from '../testing/screen-faults';
import { loginAs } from '../testing/session';
import { signInThroughForm } from './fault-matrix';

preloadFeed();
const DRAFT = 'The water tanker did not come today, again';

/** Types DRAFT, a Water concern, in the home page's composer; returns the composer. */
async function writeDraft(user: ReturnType<typeof renderApp>['user']) {
  const { region, box } = await startFeedComposer(user);
  await user.type(box, DRAFT);
  await user.selectOptions(within(region).getByRole('combobox', { name: 'Category' }), 'Water');
  return region;
}

describe('session expiry mid-use', { timeout: 120_000 }, () => {
  it('a 401 on Post signs out with a message and the draft is back after signing in', async () => {
    await loginAs(SEED.demoUserId);
    const { user, router } = renderApp('/home');
    const region = await writeDraft(user);
    const postsBefore = db.post.count();
    server.use(faultHandler('createPost', '401'));

    await user.click(within(region).getByRole('button', { name: 'Post' }));
    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(db.post.count()).toBe(postsBefore);

    server.resetHandlers();
    await signInThroughForm(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    const again = await screen.findByRole('region', { name: 'Create a post' }, SLOW);
    expect(
      await within(again).findByRole('textbox', { name: 'Share a concern or update' }, SLOW),
    ).toHaveValue(DRAFT);
    expect(within(again).getByRole('combobox', { name: 'Category' })).toHaveValue('water');
  });

  it('a 401 on a read (a screen refetch) signs out with the same message', async () => {
    await loginAs(SEED.demoUserId);
    server.use(faultHandler('listNotifications', '401'));
    const { router } = renderApp('/notifications');
    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  // A shared phone: the first resident's post is still on its way when they log out and a
  // neighbour signs in. Its 401 speaks of the session that ended, not of the neighbour's.
  it("a 401 to the last resident's call does not sign out the one who signed in after", async () => {
    await loginAs(SEED.demoUserId);
    const post = holdPostThen401();
    const { user, router, queryClient } = renderApp('/home');
    await sendHeldPost(user, post);

    const [logout] = screen.getAllByRole('button', { name: 'Logout' });
    await user.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    const neighbour = findUser(SEED.neighbourId)!;
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, SLOW), neighbour.email);
    await user.type(screen.getByLabelText('Password'), neighbour.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);

    post.release();
    // Settled: its 401 has been through the client's session check.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), SLOW);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null')).toMatchObject({
      id: SEED.neighbourId,
    });
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('a 401 answering while the resident logs out is no "session ended" news', async () => {
    await loginAs(SEED.demoUserId);
    const post = holdPostThen401();
    let endLogout: () => void = () => undefined;
    const logoutHeld = new Promise<void>((resolve) => (endLogout = resolve));
    server.use(
      http.post(String(handlers.logout.info.path), async () => {
        await logoutHeld;
        return undefined;
      }),
    );
    const { user, router, queryClient } = renderApp('/home');
    await sendHeldPost(user, post);

    const [logout] = screen.getAllByRole('button', { name: 'Logout' });
    await user.click(logout);
    post.release();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), SLOW);
    endLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it("another tab's fresher copy of the same resident does not hide a real 401", async () => {
    const me = await loginAs(SEED.demoUserId);
    const post = holdPostThen401();
    const { user, router } = renderApp('/home');
    await sendHeldPost(user, post);

    // The other tab's session check stored the same resident with a new count.
    const oldValue = localStorage.getItem(STORED_USER_KEY);
    const newValue = JSON.stringify({ ...me, postsCount: (me.postsCount ?? 0) + 1 });
    localStorage.setItem(STORED_USER_KEY, newValue);
    dispatchEvent(new StorageEvent('storage', { key: STORED_USER_KEY, oldValue, newValue }));
    post.release();

    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
  });
});

/** Writes DRAFT and presses Post; returns once the held call has been asked. */
async function sendHeldPost(
  user: ReturnType<typeof renderApp>['user'],
  post: ReturnType<typeof holdPostThen401>,
) {
  const region = await writeDraft(user);
  await user.click(within(region).getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(post.asked).toBe(true), SLOW);
}

/** createPost is held, then answers 401 once released; `asked` says whether it was called. */
function holdPostThen401() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { asked: false, release: () => release() };
  server.use(
    http.post(String(handlers.createPost.info.path), async () => {
      held.asked = true;
      await released;
      return faultResponse('401');
    }),
  );
  return held;
}
