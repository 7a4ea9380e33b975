import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever } from '../../testing/storybook';
import { dayLabel } from './notification-groups';
import NotificationsScreen from './notifications-screen';

/** The real /notifications route inside the shell, over the seeded mock backend. */
const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
  parameters: { router: 'app', route: '/notifications', layout: 'fullscreen' },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const newestDayHeading = () => {
  const newest = db.notification
    .getAll()
    .filter((n) => n.recipientId === SEED.demoUserId)
    .reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
  return dayLabel(newest.createdAt);
};
const missing = () => new HttpResponse(null, { status: 404 });

export const Populated: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // The seed's 6 unread (SEED.unreadNotifications), each its own item.
    await canvas.findByText('6 unread', {}, LOAD);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // The newest is under an hour old: under Today, or Yesterday just after midnight (the seed is
    // as of the real clock; the unit tests, which freeze the day, check each heading's name).
    await expect(canvas.getByRole('heading', { name: newestDayHeading() })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^All/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  },
};

/** Marking one read: the item loses its 'New' label, and the header and bell count down. */
export const MarkAsRead: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('6 unread', {}, LOAD);
    const [first] = canvas
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByText('New'));
    await userEvent.click(within(first).getByRole('button', { name: /^Mark as read/ }));
    await expect(await canvas.findByText('5 unread')).toBeVisible();
    await expect(within(first).queryByText('New')).toBeNull();
    await waitFor(() =>
      expect(
        canvas.getAllByRole('link', { name: 'Notifications, 5 unread' }).length,
      ).toBeGreaterThan(0),
    );
  },
};

export const MarkAllAsRead: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all as read' }, LOAD));
    await expect(await canvas.findByText('All caught up!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

/** Filtering by a tab shows only that kind. */
export const FollowsTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /^Follows/ }, LOAD));
    const items = within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveTextContent('started following you');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { listNotifications: pendingForever('get', '/api/notifications') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading notifications...', {}, LOAD)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { listNotifications: http.get('/api/notifications', () => HttpResponse.json([])) },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No notifications yet' }, LOAD),
    ).toBeVisible();
    await expect(
      canvas.getByText("When you receive likes, comments, or follows, they'll appear here"),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: { listNotifications: failsWith('get', '/api/notifications', 500, 'down') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Failed to load notifications. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A backend without the proposed endpoints: the built-in samples, read on this device. */
export const SampleFallback: Story = {
  parameters: {
    msw: {
      handlers: {
        listNotifications: http.get('/api/notifications', missing),
        getUnreadCount: http.get('/api/notifications/unread-count', missing),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/notifications are not available on this server yet/, {}, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('3 unread')).toBeVisible();
  },
};

/** Outside the shell's guard, a visitor is asked to log in. */
export const SignedOut: Story = {
  parameters: { router: 'memory', session: 'signed-out', layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please log in to view your notifications.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

export const MobileDark: Story = {
  ...Populated,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
