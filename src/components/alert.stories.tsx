import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from './alert';
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
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A refusal at the top of a long form takes the focus as it shows, which scrolls it into view. */
export const TakesFocus: Story = {
  args: { children: 'This username is already taken', takeFocus: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveFocus();
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

/** A load error offers "Try again", which calls `onRetry`. */
export const WithRetry: Story = {
  args: { children: 'Failed to load posts. Please try again.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load posts. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * A long message with Try again, in Hindi on a phone: the button keeps its text on one line (it
 * moves under the message when the row is too narrow).
 */
export const WithRetryInHindiOnAPhone: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile' } },
  args: {
    children: 'पेज का यह हिस्सा लोड नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'फिर से कोशिश करें' });
    // The lines its text is laid out on: one box per line.
    const text = document.createRange();
    text.selectNodeContents(button);
    const lines = new Set([...text.getClientRects()].map((box) => Math.round(box.top)));
    await expect(lines.size).toBe(1);
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
