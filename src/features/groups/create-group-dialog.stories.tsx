import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pendingForever } from '../../testing/storybook';
import CreateGroupDialog from './create-group-dialog';

const LONG = { timeout: 10_000 };
const dialog = () => within(document.body).findByRole('dialog', { name: 'Create Group' }, LONG);

async function fill(name: string, description: string) {
  const box = within(await dialog());
  await userEvent.type(box.getByLabelText('Group name'), name);
  await userEvent.type(box.getByLabelText('Description'), description);
  await userEvent.click(box.getByRole('button', { name: 'Create Group' }));
  return box;
}

/** Create Group as Groups and Explore open it (docs/product.md#groups-and-membership). */
const meta = {
  title: 'Features/Groups/CreateGroupDialog',
  component: CreateGroupDialog,
  args: { open: true, onClose: fn(), onCreated: fn() },
} satisfies Meta<typeof CreateGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByLabelText('Group name')).toHaveValue('');
    // The blank option and the first 10 societies.
    await waitFor(() => expect(box.getAllByRole('option')).toHaveLength(11), LONG);
    await expect(box.getByRole('switch', { name: 'Private group' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const ValidationMessages: Story = {
  play: async () => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole('button', { name: 'Create Group' }));
    await expect(await box.findByText('Group name is required')).toBeVisible();
    await expect(box.getByText('Description is required')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { createGroup: pendingForever('post', '/api/groups') } } },
  play: async () => {
    const box = await fill('Rooftop Astronomy', 'Stargazing on Fridays.');
    await expect(await box.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const Created: Story = {
  play: async ({ args }) => {
    await fill('Rooftop Astronomy', 'Stargazing on Fridays.');
    await expect(
      await within(document.body).findByText('Your group "Rooftop Astronomy" is ready.', {}, LONG),
    ).toBeInTheDocument();
    await expect(args.onCreated).toHaveBeenCalledWith(expect.any(Number));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NameTaken: Story = {
  name: 'Name taken (409)',
  play: async () => {
    const box = await fill('Weekend Cricket League', 'Another cricket group.');
    await expect(
      await box.findByText('A group with this name already exists', {}, LONG),
    ).toBeVisible();
    await expect(box.getByLabelText('Group name')).toHaveValue('Weekend Cricket League');
  },
};

export const Dark: Story = { ...ValidationMessages, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Empty, globals: { viewport: { value: 'mobile' } } };
