import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './alert';
import { Button } from './button';
import { ShownOfAll } from './shown-of-all';

const meta = {
  title: 'Components/ShownOfAll',
  component: ShownOfAll,
  args: {
    shown: 50,
    all: 1500,
    children: <Button variant="outline">Show More Notifications</Button>,
  },
} satisfies Meta<typeof ShownOfAll>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below a list that shows part of what it holds; counts grouped as every count is. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 50 of 1,500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show More Notifications' })).toBeEnabled();
  },
};

/** A page that failed to load says so above the count; the button tries again. */
export const WithNotice: Story = {
  args: {
    shown: 25,
    all: 80,
    notice: <Alert>Failed to load more concerns. Please try again.</Alert>,
    children: <Button variant="outline">Load More Concerns</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByText('Showing 25 of 80')).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
