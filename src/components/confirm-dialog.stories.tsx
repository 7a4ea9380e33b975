import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

/** The questions the product asks: posting builder-wide, leaving a draft, blocking a resident. */
const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Post to every society?',
    description: 'This post will be visible in all Vasundhara societies.',
    confirmLabel: 'Post Builder-Wide',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Focus starts on the safe answer; each answer reports once. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Post to every society?' });
    await expect(dialog).toHaveAccessibleDescription(
      'This post will be visible in all Vasundhara societies.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Builder-Wide' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

const block = {
  title: 'Block Rakesh Tiwari?',
  description:
    'Their posts will disappear from your feeds and you will stop following each other. You can unblock them any time from Settings on your profile.',
  tone: 'danger',
  confirmLabel: 'Block',
} as const;

/** Block on another resident's profile: a danger answer. */
export const Block: Story = {
  args: block,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Block Rakesh Tiwari?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** While the block runs its button waits; Cancel still closes. */
export const Blocking: Story = {
  args: { ...block, pending: true, confirmLabel: 'Blocking...' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Block Rakesh Tiwari?' });
    await expect(within(dialog).getByRole('button', { name: 'Blocking...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Leave: Story = {
  args: {
    title: 'Leave this page?',
    description:
      'Your post has not been sent yet. It stays saved as a draft on this device, so you can finish it when you come back.',
    cancelLabel: 'Stay',
    confirmLabel: 'Leave',
  },
};

export const Dark: Story = { args: block, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Block, globals: { viewport: { value: 'mobile' } } };
