import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { blockExists, expectToast, sentTo, SLOW, userRow } from './profile-test-utils';

const me = SEED.demoUserId;

async function openSettings() {
  await loginAs(me);
  const sent = recordRequests();
  const app = renderApp('/profile?tab=settings');
  await screen.findByRole('region', { name: 'Profile' }, SLOW);
  expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  return { ...app, sent };
}

describe('profile settings', { timeout: 60_000 }, () => {
  it("switches Dark Mode, stored under 'theme' and applied to <html data-theme>", async () => {
    const { user } = await openSettings();
    const dark = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(dark).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');

    await user.click(dark);
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));

    await user.click(dark);
    expect(localStorage.getItem('theme')).toBe('light');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it("chooses the language, stored under 'lang': the whole page switches, nothing is written to the server", async () => {
    const { user, sent } = await openSettings();
    const choice = screen.getByRole('group', { name: 'Language' });
    expect(within(choice).getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(within(choice).getByRole('radio', { name: 'हिंदी' }));
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'डार्क मोड' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'सेटिंग्स' })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("says 'All Profiles Are Public' and saves Show Online Status with PATCH /api/users/{id}", async () => {
    const row = userRow(me);
    expect(row.showOnlineStatus).toBe(true);
    const { user, sent } = await openSettings();
    expect(screen.getByRole('heading', { name: 'All Profiles Are Public' })).toBeVisible();
    const online = screen.getByRole('switch', { name: 'Show Online Status' });
    expect(online).toHaveAttribute('aria-checked', 'true');

    await user.click(online);
    expect(online).toHaveAttribute('aria-checked', 'false');
    const [patch] = await sentTo(sent, 'PATCH', `/api/users/${me}`);
    expect(patch.body).toEqual({
      fullName: row.fullName,
      bio: row.bio,
      yearsLived: row.yearsLived,
      showOnlineStatus: false,
    });
    await expectToast('Settings saved', 'Residents no longer see when you are online.');
    await waitFor(() => expect(userRow(me).showOnlineStatus).toBe(false));
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ showOnlineStatus: false });
    expect(online).toHaveAttribute('aria-checked', 'false');
  });

  it('moves Show Online Status back when saving fails', async () => {
    server.use(
      http.patch('/api/users/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { user } = await openSettings();
    const online = screen.getByRole('switch', { name: 'Show Online Status' });
    await user.click(online);
    await expectToast('Error', 'Failed to save your settings. Please try again.');
    await waitFor(() => expect(online).toHaveAttribute('aria-checked', 'true'));
    expect(userRow(me).showOnlineStatus).toBe(true);
  });

  it('lists blocked users; Unblock sends DELETE /api/blocks and removes them', async () => {
    const blocked = userRow(SEED.blockedUserId);
    const { user, sent } = await openSettings();
    const list = await screen.findByRole('list', { name: 'Blocked users' }, SLOW);
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: blocked.fullName })).toHaveAttribute(
      'href',
      `/profile/${blocked.id}`,
    );
    expect(item).toHaveTextContent(`@${blocked.username} · Vasundhara Skyline`);
    expect(item).toHaveTextContent(/Blocked \w+/);
    expect(within(item).getByRole('time')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: `Unblock ${blocked.fullName}` }));
    const [request] = await sentTo(sent, 'DELETE', '/api/blocks');
    expect(request.body).toEqual({ blockerId: me, blockedId: blocked.id });
    expect(await screen.findByText('You have not blocked anyone.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Blocked users' })).toBeNull();
    await expectToast(
      'User unblocked',
      `Posts by ${blocked.fullName} will show in your feeds again.`,
    );
    expect(blockExists(me, blocked.id)).toBe(false);
  });

  it("says 'Failed to unblock user' and keeps the person listed when Unblock fails", async () => {
    server.use(
      http.delete('/api/blocks', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { user } = await openSettings();
    const list = await screen.findByRole('list', { name: 'Blocked users' }, SLOW);
    await user.click(within(list).getByRole('button', { name: /^Unblock / }));
    await expectToast('Error', 'Failed to unblock user');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(blockExists(me, SEED.blockedUserId)).toBe(true);
  });
});
