import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpDialog } from './help-dialog';

/** Quick Actions > Help: the answers residents ask for most. */
const meta = {
  title: 'Shell/HelpDialog',
  component: HelpDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof HelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Help' });
    await expect(dialog).toHaveTextContent('Who sees my post?');
    await expect(dialog).toHaveTextContent('How do I report something?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile' } } };
