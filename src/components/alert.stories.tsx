import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './alert';
import { Button } from './button';
import { Stack } from './card';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'Invalid email or password' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors are alerts: announced at once. */
export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Your report was sent to the moderation team.' },
  play: async ({ canvas }) => {
    const message = canvas.getByText('Your report was sent to the moderation team.');
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'This group is private: the admins approve new members.' },
};

export const WithAction: Story = {
  args: {
    children: 'Posts could not be loaded.',
    action: (
      <Button size="sm" variant="outline">
        Try again
      </Button>
    ),
  },
};

export const AllTonesDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack $gap={3}>
      <Alert>Invalid email or password</Alert>
      <Alert tone="success">Your report was sent to the moderation team.</Alert>
      <Alert tone="info">This group is private: the admins approve new members.</Alert>
    </Stack>
  ),
};
