import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Row } from './card';
import { useToast } from './toast';

/** Toasts come from the app's ToastProvider, which every story already has. */
function ToastDemo() {
  const toast = useToast();
  return (
    <Row $gap={2} $wrap>
      <Button onClick={() => toast({ title: 'You are now following this user' })}>
        Show toast
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          toast({
            title: 'Error',
            description: 'Failed to follow user',
            variant: 'destructive',
          })
        }
      >
        Show error toast
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: 'Signed out',
            description: 'Your session has ended. Please log in again.',
            variant: 'destructive',
            sticky: true,
          })
        }
      >
        Show sticky toast
      </Button>
    </Row>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast at a time: the error replaces the first; polite for news, assertive for errors. */
export const DefaultAndDestructive: Story = {
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const messages = page.getByRole('status', { name: 'Messages' });
    await expect(messages).toHaveTextContent('You are now following this user');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    await expect(await page.findByText('Failed to follow user')).toBeVisible();
    await expect(page.getByText('Error')).toBeVisible();
    await expect(messages).not.toHaveTextContent('You are now following this user');
  },
};

/** A sticky toast (signed out) outranks the failed action's error that follows it. */
export const Sticky: Story = {
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show sticky toast' }));
    await expect(
      await page.findByText('Your session has ended. Please log in again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(page.queryByText('Failed to follow user')).not.toBeInTheDocument();
    await expect(page.queryByText('You are now following this user')).not.toBeInTheDocument();
    // Once it is dismissed, the newest toast that waited shows, and toasts work as usual again.
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
    await expect(await page.findByText('You are now following this user')).toBeVisible();
    await expect(page.queryByText('Failed to follow user')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await page.findByText('You are now following this user')).toBeVisible();
  },
};

export const Dismiss: Story = {
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(page.queryByText('You are now following this user')).not.toBeInTheDocument(),
    );
  },
};

export const DestructiveDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    await expect(await within(document.body).findByText('Failed to follow user')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(
      await within(document.body).findByText('You are now following this user'),
    ).toBeVisible();
  },
};
