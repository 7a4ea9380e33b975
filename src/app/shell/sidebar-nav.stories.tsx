import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { SidebarNav } from './sidebar-nav';
import { signInAsQueueManager } from '../../testing/care-queue';
import { SEED_UNREAD_LINK } from '../../testing/storybook';

const meta = {
  title: 'Shell/SidebarNav',
  component: SidebarNav,
  args: { onCreatePost: fn() },
  parameters: { session: 'signed-in', route: '/home' },
  decorators: [
    (Story) => (
      <div style={{ width: 250 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home is the active link; the user block shows initials, full name and @username. */
export const OnHome: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Aarav Mehta')).toBeVisible();
    await expect(canvas.getByText('@aarav_mehta')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: SEED_UNREAD_LINK })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(args.onCreatePost).toHaveBeenCalledOnce();
  },
};

/** /group/{id} highlights Groups. */
export const OnGroupDetail: Story = {
  parameters: { route: '/group/3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** The own profile by id marks Profile; a neighbour's profile marks nothing. */
export const OnOwnProfileById: Story = {
  parameters: { route: `/profile/${SEED.demoUserId}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OnSomeoneElsesProfile: Story = {
  parameters: { route: `/profile/${SEED.neighbourId}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  },
};

export const OnNotificationsDark: Story = {
  parameters: { route: '/notifications' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: SEED_UNREAD_LINK })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A care team member has the Care queue entry before Profile; on /care it is the current one. */
export const CareTeamOnCareQueue: Story = {
  parameters: { route: '/care' },
  beforeEach: signInAsQueueManager,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Care queue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** A resident has no Care queue entry. */
export const ResidentHasNoCareQueue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Care queue' })).toBeNull();
  },
};
