import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button';
import { CreatePostContext, CreatePostLauncher, useOpenCreatePost } from './create-post-launcher';

function OpenButton() {
  const open = useOpenCreatePost();
  return (
    <Button lang="en" onClick={open}>
      Create Post
    </Button>
  );
}

/** Any button inside the shell opens the one Create Post dialog through the context. */
function LauncherDemo() {
  const [open, setOpen] = useState(false);
  return (
    <CreatePostContext.Provider value={() => setOpen(true)}>
      <OpenButton />
      <CreatePostLauncher open={open} onClose={() => setOpen(false)} />
    </CreatePostContext.Provider>
  );
}

const meta = {
  title: 'Features/Composer/CreatePostLauncher',
  component: LauncherDemo,
} satisfies Meta<typeof LauncherDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Post' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Compose: the dialog loads on first open, posts through the mock backend and closes. */
export const Compose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Post' }, LONG);
    await within(dialog).findByRole('option', { name: 'Vasundhara Heights - Mumbai' }, LONG);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Post content' }),
      'Lift B is back in service',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Update' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await expect(
      await within(document.body).findByText('Post created successfully', {}, LONG),
    ).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LONG);
  },
};

export const Dark: Story = { ...Closed, globals: { theme: 'dark' } };
