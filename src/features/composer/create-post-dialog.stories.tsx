import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import CreatePostDialog from './create-post-dialog';

/** The shell's Create Post dialog: the same composer, in a dialog. */
const meta = {
  title: 'Features/Composer/CreatePostDialog',
  component: CreatePostDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof CreatePostDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(document.body).findByRole('dialog', { name: 'Create Post' }, { timeout: 10_000 });

export const Open: Story = {
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('textbox', { name: 'Post content' })).toHaveFocus();
    await within(panel).findByRole(
      'option',
      { name: 'Vasundhara Heights - Mumbai' },
      { timeout: 10_000 },
    );
  },
};

export const Posted: Story = {
  play: async ({ args }) => {
    const panel = await dialog();
    await within(panel).findByRole(
      'option',
      { name: 'Vasundhara Heights - Mumbai' },
      { timeout: 10_000 },
    );
    await userEvent.paste('Gym timings changed #NewGym');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Update' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Post' }));
    await expect(await within(document.body).findByText('Post created successfully')).toBeVisible();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile' } } };
