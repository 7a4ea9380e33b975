import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TimeAgo } from './time-ago';

const FIVE_MINUTES = 5 * 60_000;

const meta = {
  title: 'Components/TimeAgo',
  component: TimeAgo,
  args: { at: new Date(Date.now() - FIVE_MINUTES).toISOString() },
} satisfies Meta<typeof TimeAgo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long ago, with the full date as its title (a tooltip, and for a screen reader). */
export const FiveMinutesAgo: Story = {
  play: async ({ canvas, args }) => {
    const time = canvas.getByText('5 minutes ago');
    await expect(time).toHaveAttribute('datetime', args.at);
    await expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2} [ap]m$/);
  },
};

export const Dark: Story = { ...FiveMinutesAgo, globals: { theme: 'dark' } };
