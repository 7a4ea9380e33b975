import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { TopBar } from './top-bar';
import { NOTHING_UNREAD, SEED_UNREAD_LINK } from '../../testing/storybook';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen', session: 'signed-in', route: '/home' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user: the bell shows the real unread count from the mock backend (3 in the seed). */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vasundhara Connect, home' })).toBeVisible();
    await expect(
      canvas.getByPlaceholderText('Search users, societies, or hashtags...'),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: SEED_UNREAD_LINK })).toHaveTextContent(
      String(SEED.unreadNotifications),
    );
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const NothingUnread: Story = {
  parameters: NOTHING_UNREAD,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByText(String(SEED.unreadNotifications))).not.toBeInTheDocument();
  },
};

/** Another resident, signed in by id: a seeded profile picture instead of initials. */
export const AnotherResident: Story = {
  parameters: { session: SEED.neighbourId },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('link', { name: 'Your profile' });
    await expect(profile.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/priya\.svg$/),
    );
  },
};

/** Below medium width the search box is hidden; the bottom bar's Search takes over. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
