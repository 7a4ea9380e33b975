import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PostText } from './post-text';

const meta = {
  title: 'Components/PostText',
  component: PostText,
  args: {
    content:
      'Lift in Tower B stuck again since Monday. @aarav_patil can the care team look? ' +
      '#LiftIssue #टावर_बी Notice: https://example.com/notices/lift.pdf',
  },
} satisfies Meta<typeof PostText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tags, mentions and http(s) addresses become links; everything else stays text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByRole('link', { name: '#LiftIssue' });
    await expect(tag.getAttribute('href')).toMatch(/^\/explore\?tag=liftissue$/i);
    await expect(canvas.getByRole('link', { name: '@aarav_patil' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /example\.com/ })).toBeVisible();
  },
};

/** Markup typed by a resident is shown as the characters typed, never as HTML. */
export const MarkupStaysText: Story = {
  args: { content: '<b>not bold</b> <script>alert(1)</script> javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<b>not bold<\/b>/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
