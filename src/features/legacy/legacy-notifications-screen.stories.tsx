import type { Meta, StoryObj } from '@storybook/react-vite';
import { SEED } from '../../../mocks/seed';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { signedOutPlay, WAIT } from './legacy-story-test-utils';
import LegacyNotificationsScreen from './legacy-notifications-screen';

/** The real /legacy/notifications route: All 7, Unread 2, Mentions 1 (fixed sample counts). */
const meta = {
  title: 'Screens/Legacy/Notifications',
  component: LegacyNotificationsScreen,
  parameters: { router: 'app', route: '/legacy/notifications', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LegacyNotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Go to the current Notifications' }, WAIT),
    ).toHaveAttribute('href', '/notifications');
    const tabs = await canvas.findByRole('tablist', { name: 'Filter notifications' }, WAIT);
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All7', 'Unread2', 'Mentions1']);
  },
};

export const UnreadTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /^Unread/ }, WAIT));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(
      SEED.unreadNotifications,
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { listNotifications: pendingForever('get', '/api/notifications') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading notifications...', {}, WAIT)).toBeInTheDocument();
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
      await canvas.findByRole('heading', { name: 'No notifications yet' }, WAIT),
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
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Failed to load notifications. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: signedOutPlay('Notifications'),
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
