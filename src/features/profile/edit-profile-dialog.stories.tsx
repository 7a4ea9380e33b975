import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button';
import { pendingForever } from '../../testing/storybook';
import { useViewer } from '../auth';
import { EditProfileDialog } from './edit-profile-dialog';

/** The dialog for the signed-in demo user, open at first. */
function EditProfileDemo() {
  const viewer = useViewer();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button lang="en" onClick={() => setOpen(true)}>
        Edit Profile
      </Button>
      <EditProfileDialog open={open} onClose={() => setOpen(false)} user={viewer} />
    </>
  );
}

const meta = {
  title: 'Features/Profile/EditProfileDialog',
  component: EditProfileDemo,
} satisfies Meta<typeof EditProfileDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Open: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Edit Profile' });
    await expect(within(dialog).getByLabelText('Full name')).toHaveValue('Aarav Mehta');
    await expect(within(dialog).getByLabelText('Years lived in your society')).toHaveValue(4);
  },
};

/** The validation messages under the fields (docs/product.md#validation-rules); nothing is sent. */
export const ValidationMessages: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByLabelText('Full name');
    const years = within(dialog).getByLabelText('Years lived in your society');
    await userEvent.clear(name);
    await userEvent.type(name, ' ');
    await userEvent.clear(years);
    await userEvent.type(years, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('Full name must be at least 2 characters'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Years lived must be between 1 and 50')).toBeVisible();
  },
};

/** 'Saving...' while the call runs. */
export const Saving: Story = {
  parameters: { msw: { handlers: { updateUser: pendingForever('patch', '/api/users/:id') } } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Dark: Story = { ...ValidationMessages, globals: { theme: 'dark' } };
export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile' } } };
