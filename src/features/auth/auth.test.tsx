import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { CARE_CREDENTIALS, DEMO_CREDENTIALS } from '../../lib/demo';
import { draftKey } from '../../lib/drafts';
import { STORED_USER_KEY } from '../../lib/storage-keys';
import { bodiesOf, recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const storedUser = () => JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null');

describe('sign-in', () => {
  it('sends a visitor from a shell page to /login and back there after signing in', async () => {
    const { user, router } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(storedUser()).toMatchObject({ id: SEED.demoUserId, email: DEMO_CREDENTIALS.email });
    expect(db.session.count()).toBe(1);
  });

  it('shows the exact validation messages and sends nothing', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(db.session.count()).toBe(0);
  });

  it("shows the server's message in a red alert and keeps what was typed", async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_CREDENTIALS.email);
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('signs in as the demo user in one click, or says Demo login failed', async () => {
    server.use(http.post('/api/auth/demo-login', () => HttpResponse.error()));
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue as Demo User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demo login failed');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Continue as Demo User' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(storedUser()).toMatchObject({ id: SEED.demoUserId });
  });

  it("signs in as the demo society's care manager, or says Care team login failed", async () => {
    const logins = recordRequests({ method: 'POST', path: '/api/auth/login' });
    server.use(http.post('/api/auth/login', () => HttpResponse.error(), { once: true }));
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Continue as Care Team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Care team login failed');

    await user.click(screen.getByRole('button', { name: 'Continue as Care Team' }));
    // The care team starts on its queue.
    await waitFor(() => expect(router.state.location.pathname).toBe('/care'));
    expect(storedUser()).toMatchObject({ id: SEED.careManagerId });
    expect(logins.map((sent) => sent.body)).toEqual([CARE_CREDENTIALS, CARE_CREDENTIALS]);
  });
});

describe('stored user', () => {
  it('removes an unreadable stored user, logs it and still loads', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORED_USER_KEY, '{not json');
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error parsing stored user', expect.anything());
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('signs out with a message when the session has ended (401)', async () => {
    await loginAs(SEED.demoUserId);
    db.session.deleteMany({ where: {} });
    const { router } = renderApp('/home');
    // Said in the toast and on the login page.
    expect(
      await screen.findAllByText('Your session has ended. Please log in again.'),
    ).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});

describe('logout', () => {
  it('ends the session on the server, forgets the user and goes to /login', async () => {
    await loginAs(SEED.demoUserId);
    const { user, router } = renderApp('/home');
    const topBar = await screen.findByRole('banner');
    await user.click(within(topBar).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(db.session.count()).toBe(0);
  });

  it("forgets the leaving resident's drafts, not another resident's, on a shared phone", async () => {
    await loginAs(SEED.demoUserId);
    const mine = [
      draftKey('post', SEED.demoUserId, 'feed'),
      draftKey('comment', SEED.demoUserId, 9),
      // An earlier version's comment draft names no owner: it goes too.
      draftKey('comment', SEED.demoUserId + 100),
    ];
    // Another resident's draft, also one whose third part happens to be the leaving one's id.
    const theirs = draftKey('post', SEED.neighbourId, 'feed');
    const lookalike = draftKey('report', SEED.neighbourId, 'post', SEED.demoUserId);
    for (const key of [...mine, theirs, lookalike])
      localStorage.setItem(key, JSON.stringify({ content: 'x' }));
    const { user, router } = renderApp('/home');
    await user.click(
      within(await screen.findByRole('banner')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mine.map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(localStorage.getItem(theirs)).not.toBeNull();
    expect(localStorage.getItem(lookalike)).not.toBeNull();
  });
});

describe('one phone, two accounts', () => {
  const signInWith = async (user: UserEvent, userId: number) => {
    const { email, password } = db.user.findFirst({ where: { id: { equals: userId } } })!;
    await user.type(await screen.findByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  };

  it('sends the next resident to the feed, not to the page (and search) the last one left', async () => {
    await loginAs(SEED.demoUserId);
    const { user, router } = renderApp('/search?q=lawyer');
    await user.click(
      within(await screen.findByRole('banner')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInWith(user, SEED.neighbourId);
    await waitFor(() => expect(storedUser()).toMatchObject({ id: SEED.neighbourId }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('');
  });

  it('brings a resident whose session ended back to their page; another resident to the feed', async () => {
    for (const [next, expected] of [
      [SEED.neighbourId, '/home'],
      [SEED.demoUserId, '/notifications'],
    ] as const) {
      await loginAs(SEED.demoUserId);
      db.session.deleteMany({ where: {} });
      const { user, router, unmount } = renderApp('/notifications');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await signInWith(user, next);
      await waitFor(() => expect(storedUser()).toMatchObject({ id: next }));
      await waitFor(() => expect(router.state.location.pathname).toBe(expected));
      unmount();
    }
  });
});

describe('register', () => {
  it('creates the account with every optional field filled in', async () => {
    const sent = recordRequests({ method: 'POST', path: '/api/auth/register' });
    const { user, router } = renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ishita Verma');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ishita_v');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ishita@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    const society = screen.getByRole('combobox', { name: 'Society (optional)' });
    await within(society).findByRole('option', { name: /Lakeview/ });
    await user.selectOptions(society, within(society).getByRole('option', { name: /Lakeview/ }));
    await user.type(screen.getByRole('textbox', { name: 'Flat number (optional)' }), 'C-903');
    await user.type(screen.getByRole('spinbutton', { name: 'Years living here (optional)' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Bio (optional)' }), 'Book club.');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const lakeview = db.society.getAll().find((society) => society.name.includes('Lakeview'))!;
    // Every key of the form, each optional one as typed (the years as a number).
    expect(bodiesOf(sent)).toStrictEqual([
      {
        email: 'ishita@example.in',
        password: 'secret123',
        username: 'ishita_v',
        fullName: 'Ishita Verma',
        bio: 'Book club.',
        societyId: lakeview.id,
        flatNumber: 'C-903',
        yearsLiving: 3,
      },
    ]);
    const created = db.user.findFirst({ where: { username: { equals: 'ishita_v' } } });
    expect(created).toMatchObject({
      societyId: lakeview.id,
      flatNumber: 'C-903',
      yearsLived: 3,
      bio: 'Book club.',
    });
  });

  it("takes the focus to the server's refusal at the top, each time, keeping what was typed", async () => {
    const taken = db.user.findFirst({ where: { id: { equals: SEED.demoUserId } } })!.username;
    const { user } = renderApp('/register');
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ishita Verma');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), taken);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ishita@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    const create = screen.getByRole('button', { name: 'Create Account' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(create);
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('This username is already taken');
      await waitFor(() => expect(refusal).toHaveFocus());
    }
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue(taken);
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(db.user.findFirst({ where: { email: { equals: 'ishita@example.in' } } })).toBeNull();
  });
});

describe('routes', () => {
  it('shows the not-found screen for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
