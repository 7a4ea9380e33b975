import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NOTHING_UNREAD, SEED_UNREAD_LINK } from '../../testing/storybook';
import { UnreadMark } from './unread-mark';

// The bars place the badge beside their Notifications link's icon; here it follows the label.
const meta = {
  title: 'Shell/UnreadMark',
  component: UnreadMark,
  parameters: { session: 'signed-in' },
  render: () => (
    <a href="/notifications">
      <span lang="en">Notifications</span>
      <UnreadMark />
    </a>
  ),
} satisfies Meta<typeof UnreadMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's 6 unread: ", 6 unread" for a screen reader, the number in a badge. */
export const WithUnread: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: SEED_UNREAD_LINK })).toHaveTextContent(
      '6',
    );
  },
};

/** Nothing unread: no mark at all, the link keeps its label (as while the count loads). */
export const NothingUnread: Story = {
  parameters: NOTHING_UNREAD,
};

export const Dark: Story = { globals: { theme: 'dark' } };
