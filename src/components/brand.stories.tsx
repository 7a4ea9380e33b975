import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from './brand';

/** The product name with its mark, as the top bar and the landing header show it. */
const meta = {
  title: 'Components/BrandMark',
  component: BrandMark,
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vasundhara Connect')).toBeVisible();
  },
};

/** On a phone the name may be visually hidden: it is still read, the mark alone is shown. */
export const NameHiddenOnMobile: Story = {
  args: { hideNameOnSmall: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Vasundhara Connect');
    await expect(name).toBeInTheDocument();
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
