import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { careRoleOf } from '../../../mocks/concerns';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import ProfileScreen from './profile-screen';
import { SLOW, userRow } from './profile-test-utils';

describe('profile states', { timeout: 60_000 }, () => {
  it("says 'Profile not found' for an unknown id or @username", async () => {
    await loginAs(SEED.demoUserId);
    const sent = recordRequests();
    const missing = Math.max(...db.user.getAll().map((row) => row.id)) + 1;
    const first = renderApp(`/profile/${missing}`);
    expect(await screen.findByRole('heading', { name: 'Profile not found' }, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(sent.map((request) => request.url)).toContain(`/api/users/${missing}`);
    first.unmount();

    renderApp('/profile/@nobody_lives_here');
    expect(await screen.findByRole('heading', { name: 'Profile not found' }, SLOW)).toBeVisible();
    expect(sent.map((request) => request.url)).toContain('/api/users?username=nobody_lives_here');
  });

  it("says 'Profile not found' for an id that is neither a number nor an @username, without asking", async () => {
    await loginAs(SEED.demoUserId);
    const sent = recordRequests();
    renderApp('/profile/not-a-user');
    expect(await screen.findByRole('heading', { name: 'Profile not found' }, SLOW)).toBeVisible();
    // Only the shell's own People You May Know call goes to /api/users.
    const lookups = sent.filter(
      (request) => request.url.startsWith('/api/users') && !request.url.endsWith('/suggestions'),
    );
    expect(lookups).toEqual([]);
  });

  it("says 'Failed to fetch profile' on a server error, and Try again loads it", async () => {
    await loginAs(SEED.demoUserId);
    const row = userRow(SEED.neighbourId);
    server.use(
      http.get('/api/users/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp(`/profile/${row.id}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Failed to fetch profile');
    expect(screen.queryByText('Profile not found')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const header = await screen.findByRole('region', { name: 'Profile' });
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(row.fullName);
  });

  it('shows a loading skeleton while the profile loads', async () => {
    await loginAs(SEED.demoUserId);
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/users/:id', async () => {
        await held;
        return HttpResponse.json({ message: 'gone' }, { status: 404 });
      }),
    );
    renderApp(`/profile/${SEED.neighbourId}`);
    expect(await screen.findByText('Loading profile...', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeVisible();
  });

  it("asks a visitor to log in: 'Please log in to view your profile.'", async () => {
    renderWithProviders(
      <MemoryRouter>
        <ProfileScreen />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Please log in to view your profile.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it("shows a care team member's title, not 'No society yet' nor years as a resident", async () => {
    await loginAs(SEED.demoUserId);
    const row = userRow(SEED.careManagerId);
    expect(row.societyId).toBeNull();
    const { title } = careRoleOf(row.id)!;
    renderApp(`/profile/${row.id}`);
    const card = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    expect(within(card).getByText(title)).toBeVisible();
    expect(within(card).queryByText('No society yet')).toBeNull();
    expect(within(card).queryByText(/as a resident/)).toBeNull();
  });

  it('makes the web links, #tags and @mentions of a bio links, as in a post', async () => {
    await loginAs(SEED.demoUserId);
    db.user.update({
      where: { id: { equals: SEED.neighbourId } },
      data: { bio: 'Tutor at https://tutor.example.in #Maths, ask @aarav_mehta' },
    });
    renderApp(`/profile/${SEED.neighbourId}`);
    const card = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    expect(within(card).getByRole('link', { name: 'https://tutor.example.in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/tutor\.example\.in\/?$/),
    );
    expect(within(card).getByRole('link', { name: '#Maths' })).toBeVisible();
    expect(within(card).getByRole('link', { name: '@aarav_mehta' })).toBeVisible();
  });

  it("still shows the profile's own posts[] when the post list cannot load", async () => {
    await loginAs(SEED.demoUserId);
    const row = userRow(SEED.neighbourId);
    server.use(
      http.get('/api/posts', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp(`/profile/${row.id}`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Failed to load posts. Please try again.',
    );
    const recent = screen.getByRole('region', { name: 'Recent posts' });
    const newest = db.post
      .getAll()
      .filter((post) => post.authorId === row.id && post.groupId === null)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(recent).toHaveTextContent(newest.content.slice(0, 40));
    expect(within(recent).getAllByRole('link', { name: 'Open post' })[0]).toHaveAttribute(
      'href',
      `/posts/${newest.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('feed', { name: `Posts by ${row.fullName}` })).toBeVisible();
  });

  it('on a server without saved posts says so, and leaves the Saved count out', async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.get('/api/users/:id/saved', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderApp('/profile?tab=saved');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Saving posts is not available on this server yet' },
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    const header = screen.getByRole('region', { name: 'Profile' });
    expect(within(header).getByText('Following')).toBeVisible();
    expect(within(header).queryByText('Saved')).toBeNull();
    expect(within(header).queryByText('…')).toBeNull();
  });

  it('leaves the Saved count out when its read fails, instead of waiting forever', async () => {
    await loginAs(SEED.demoUserId);
    server.use(http.get('/api/users/:id/saved', () => new HttpResponse(null, { status: 500 })));
    renderApp('/profile');
    const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    await waitFor(() => expect(within(header).queryByText('…')).toBeNull());
    expect(within(header).queryByText('Saved')).toBeNull();
    expect(within(header).getByText('Posts')).toBeVisible();
  });
});
