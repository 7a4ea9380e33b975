import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Quote } from './quote';

const meta = {
  title: 'Components/Quote',
  component: Quote,
  args: {
    children:
      'The lift in Tower B has been stuck on the 4th floor since morning. Averyveryveryverylongwordwithoutanybreakthatmustwrapinsteadofoverflowingthecard.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <p>Note from the care team:</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Quote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rule at the start sets the words off; a long unbroken word wraps inside the width. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(getComputedStyle(quote).borderInlineStartWidth).toBe('3px');
    await expect(quote.scrollWidth).toBeLessThanOrEqual(quote.clientWidth);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
