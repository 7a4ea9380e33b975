import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { addOldLikes } from './many-notifications-test-utils';
import { NotificationsView } from './notifications-view';

/**
 * The screen's variants are one component with other props
 * (docs/decisions.md#a-variant-is-the-same-component-with-other-props): the tab set and,
 * optionally, fixed counts instead of live ones.
 */
const meta = {
  title: 'Features/Notifications/NotificationsView',
  component: NotificationsView,
  parameters: { route: '/notifications' },
} satisfies Meta<typeof NotificationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiveCounts: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('6 unread', {}, { timeout: 10_000 });
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
    await expect(canvas.getByRole('tab', { name: /^Unread/ })).toHaveTextContent('Unread6');
  },
};

/** The older tab set with its fixed counts 7, 2 and 1 (docs/product.md#counts). */
export const FixedCounts: Story = {
  args: { tabs: ['all', 'unread', 'mentions'], counts: { all: 7, unread: 2, mentions: 1 } },
  play: async ({ canvas }) => {
    await canvas.findByText('6 unread', {}, { timeout: 10_000 });
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['All7', 'Unread2', 'Mentions1']);
  },
};

export const Dark: Story = { ...LiveCounts, globals: { theme: 'dark' } };

export const Mobile: Story = { ...LiveCounts, globals: { viewport: { value: 'mobile' } } };

/** More than a tab shows at once: the newest 50, then Show More (docs/product.md#notifications). */
export const Many: Story = {
  beforeEach: () => addOldLikes(40),
  play: async ({ canvas, userEvent }) => {
    const more = await canvas.findByRole(
      'button',
      { name: 'Show More Notifications' },
      { timeout: 10_000 },
    );
    await expect(canvas.getByText(/^Showing 50 of \d+$/)).toBeVisible();
    await userEvent.click(more);
    await expect(canvas.queryByRole('button', { name: 'Show More Notifications' })).toBeNull();
  },
};

export const ManyMobile: Story = { ...Many, globals: { viewport: { value: 'mobile' } } };
