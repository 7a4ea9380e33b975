import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSpinner } from './page-spinner';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status a screen reader announces. */
export const Labelled: Story = {
  args: { label: 'Loading posts', size: 24 },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Loading posts');
    await expect(label.closest('[role="status"]')).not.toBeNull();
  },
};

/** Without one it is decoration (inside a pending button). */
export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    // The only status left is the app's (empty) toast region.
    const statuses = canvas.queryAllByRole('status');
    await expect(statuses.every((status) => status.textContent === '')).toBe(true);
  },
};

export const Page: Story = {
  render: () => <PageSpinner />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading page').closest('[role="status"]')).not.toBeNull();
  },
};

export const Dark: Story = { ...Page, globals: { theme: 'dark' } };
