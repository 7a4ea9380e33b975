import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { userIdOf } from '../../../mocks/seed-base';
import { recordRequests } from '../../testing/record-requests';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { countItems } from '../../lib/notification-grouping';
import { FILTERS, NOTIFICATION_FILTERS } from './notification-filters';
import NotificationsScreen from './notifications-screen';
import {
  atNoon,
  demoNotifications,
  findItem,
  fullNameOf,
  panel,
  shellLinks,
  SLOW,
} from './notifications-test-utils';

beforeEach(atNoon);
afterEach(() => vi.useRealTimers());

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('notifications screen', { timeout: 60_000 }, () => {
  it('groups the seeded notifications under Today, Yesterday, This Week and dates', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    await findItem('Priya Sharma commented on your post');

    const headings = panel()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // At noon on 20 Nov: events of 35 min to 7 h ago, 26 and 30 h, 2 to 6 days, then older ones,
    // the concerns' among them (9 to 17 days).
    expect(headings).toEqual([
      'Today',
      'Yesterday',
      'This Week',
      '11 Nov 2026',
      '10 Nov 2026',
      '6 Nov 2026',
      '5 Nov 2026',
      '4 Nov 2026',
      '3 Nov 2026',
    ]);
    const section = (label: string) =>
      within(screen.getByRole('region', { name: label })).getAllByRole('listitem');
    // A concern's "affected" notifications are one item (the newest is today's).
    expect(section('Today')).toHaveLength(
      countItems(
        demoNotifications().filter((n) => n.createdAt >= new Date(2026, 10, 20).toISOString()),
      ),
    );
    const texts = (label: string) => section(label).map((item) => item.textContent);
    expect(texts('10 Nov 2026')).toContainEqual(
      expect.stringContaining('Divya Krishnan started following you'),
    );
    expect(texts('3 Nov 2026')).toContainEqual(
      expect.stringContaining('Rohan Kulkarni reposted your post'),
    );
    expect(panel().getAllByRole('listitem')).toHaveLength(countItems(demoNotifications()));
  });

  it('shows the unread count in the header and the shell, and marks unread items with text', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    await findItem('Priya Sharma commented on your post');

    expect(SEED.unreadNotifications).toBe(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(screen.getByText('6 unread')).toBeVisible();
    expect(shellLinks(6).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    // Each unread item says so in words and has its own button; read ones have neither.
    const unread = countItems(demoNotifications().filter((n) => !n.read));
    expect(panel().getAllByText('New')).toHaveLength(unread);
    expect(panel().getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(unread);
    const readItem = await findItem('Divya Krishnan started following you');
    expect(within(readItem).queryByText('New')).toBeNull();
    expect(within(readItem).queryByRole('button')).toBeNull();
  });

  it('filters by each tab, with the live count of each', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/notifications');
    await findItem('Priya Sharma commented on your post');

    const rows = demoNotifications();
    const expected = {
      all: countItems(rows),
      unread: countItems(rows.filter((n) => !n.read)),
      mentions: rows.filter((n) => n.type === 'mention').length,
      follows: rows.filter((n) => n.type === 'follow').length,
      likes: rows.filter((n) => n.type === 'like').length,
      comments: rows.filter((n) => n.type === 'comment').length,
    };
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(NOTIFICATION_FILTERS.map((f) => `${FILTERS[f].label}${expected[f]}`));
    const phrases = {
      mentions: 'mentioned you in a post',
      follows: 'started following you',
      likes: 'liked your post',
      comments: 'commented on your post',
    } as const;
    for (const filter of NOTIFICATION_FILTERS) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${FILTERS[filter].label}`) }));
      const items = panel().getAllByRole('listitem');
      expect(items).toHaveLength(expected[filter]);
      if (filter === 'unread') items.forEach((item) => expect(item).toHaveTextContent('New'));
      if (filter in phrases) {
        const phrase = phrases[filter as keyof typeof phrases];
        items.forEach((item) => expect(item).toHaveTextContent(phrase));
      }
    }
  });

  it('previews the post in 50 characters with an ellipsis and shows the comment', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    const comment = demoNotifications().find(
      (n) => n.type === 'comment' && n.actorId === SEED.neighbourId,
    )!;
    const item = await findItem(`${fullNameOf(SEED.neighbourId)} commented on your post`);
    const content = db.post.findFirst({
      where: { id: { equals: comment.postId! } },
    })!.content;
    expect(content.length).toBeGreaterThan(50);
    const preview = within(item).getByText(/^“.*…”$/);
    expect(preview.textContent).toBe(`“${content.slice(0, 50).trimEnd()}…”`);
    expect(within(item).getByText(comment.comment!)).toBeVisible();
  });

  it('links to the post, the follower and the group', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    const comment = demoNotifications().find(
      (n) => n.type === 'comment' && n.actorId === SEED.neighbourId,
    )!;
    const link = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
    await findItem('Priya Sharma commented on your post');
    expect(link('Priya Sharma commented on your post')).toHaveAttribute(
      'href',
      `/posts/${comment.postId}`,
    );
    expect(link('Ananya Joshi started following you')).toHaveAttribute(
      'href',
      `/profile/${userIdOf('ananya_joshi')}`,
    );
    // Pune Parents Network is private: a join there is a request to its admin, the demo user.
    const join = await screen.findByRole('link', {
      name: /Ananya Joshi asked to join Pune Parents Network/,
    });
    expect(join).toHaveAttribute('href', `/group/${SEED.adminGroupId}`);
  });

  it("says 'No notifications yet' when there are none", async () => {
    await loginAs(SEED.demoUserId);
    server.use(http.get('/api/notifications', () => HttpResponse.json([])));
    renderApp('/notifications');
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }, SLOW),
    ).toBeVisible();
    expect(
      screen.getByText("When you receive likes, comments, or follows, they'll appear here"),
    ).toBeVisible();
    expect(screen.getByText('All caught up!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('asks a signed-out visitor to log in', async () => {
    renderWithProviders(
      <MemoryRouter>
        <NotificationsScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText('Please log in to view your notifications.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says so and tries again when loading fails', async () => {
    await loginAs(SEED.demoUserId);
    server.use(
      http.get(
        '/api/notifications',
        () => HttpResponse.json({ message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp('/notifications');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Failed to load notifications. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findItem('Priya Sharma commented on your post')).toBeVisible();
  });

  it('falls back to the built-in samples, read locally, when the endpoint is missing', async () => {
    await loginAs(SEED.demoUserId);
    const posts = recordRequests({ method: 'POST' });
    server.use(
      http.get('/api/notifications', () => new HttpResponse(null, { status: 404 })),
      http.get('/api/notifications/unread-count', () => new HttpResponse(null, { status: 404 })),
    );
    const { user } = renderApp('/notifications');
    expect(
      await screen.findByText(/notifications are not available on this server yet/, {}, SLOW),
    ).toBeVisible();
    const item = await findItem('Sneha Patil commented on your post');
    expect(screen.getByText('3 unread')).toBeVisible();
    expect(shellLinks(3).length).toBeGreaterThan(0);

    await user.click(within(item).getByRole('button', { name: /^Mark as read/ }));
    expect(await screen.findByText('2 unread')).toBeVisible();
    expect(shellLinks(2).length).toBeGreaterThan(0);
    expect(posts).toEqual([]);
  });
});
