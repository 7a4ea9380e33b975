import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockDialog } from './block-dialog';

const meta = {
  title: 'Features/Profile/BlockDialog',
  component: BlockDialog,
  args: {
    open: true,
    name: 'Rakesh Tiwari',
    pending: false,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BlockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Block Rakesh Tiwari?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Blocking: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Block Rakesh Tiwari?' });
    await expect(within(dialog).getByRole('button', { name: 'Blocking...' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile' } } };
