import type { Meta, StoryObj } from '@storybook/react-vite';
import { FiAlertTriangle, FiInbox, FiLock } from 'react-icons/fi';
import { expect } from 'storybook/test';
import { Button, ButtonLink } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <FiInbox aria-hidden />,
    title: 'No posts yet',
    description: 'Be the first to share something with your society.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  },
};

export const WithAction: Story = { args: { action: <Button>Create Post</Button> } };

export const LoadError: Story = {
  args: {
    icon: <FiAlertTriangle aria-hidden />,
    title: 'Posts could not be loaded',
    description: 'Check your connection and try again.',
    action: <Button variant="outline">Try again</Button>,
  },
};

export const SignedOut: Story = {
  args: {
    icon: <FiLock aria-hidden />,
    title: 'Sign in to see your notifications',
    description: undefined,
    action: <ButtonLink to="/login">Sign In</ButtonLink>,
  },
};

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };
