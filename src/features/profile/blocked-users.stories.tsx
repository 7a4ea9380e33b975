import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever } from '../../testing/storybook';
import { BlockedUsers } from './blocked-users';

const meta = {
  title: 'Features/Profile/BlockedUsers',
  component: BlockedUsers,
  args: { userId: SEED.demoUserId },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlockedUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };

/** The seeded block, with name, @username, society and date; Unblock removes it. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Blocked users' }, WAIT);
    await expect(list).toHaveTextContent('@rakesh_tiwari');
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock Rakesh Tiwari' }));
    await expect(await canvas.findByText('You have not blocked anyone.', {}, WAIT)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        listBlockedUsers: http.get('/api/users/:id/blocked', () => HttpResponse.json([])),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have not blocked anyone.', {}, WAIT)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { listBlockedUsers: pendingForever('get', '/api/users/:id/blocked') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading blocked users...')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: {
        listBlockedUsers: failsWith('get', '/api/users/:id/blocked', 500, 'Server error'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Failed to load blocked users. Please try again.',
    );
  },
};

export const MobileDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Blocked users' }, WAIT)).toBeVisible();
  },
};
