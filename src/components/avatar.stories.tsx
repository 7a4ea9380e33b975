import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './avatar';
import { Row } from './card';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Priya Sharma', size: 64, decorative: false },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { src: '/images/avatars/priya.svg' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Priya Sharma' });
    await expect(avatar.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/priya\.svg$/),
    );
  },
};

/** No picture: the initials of the full name (docs/product.md#post-card). */
export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Priya Sharma' })).toHaveTextContent('PS');
  },
};

/** No name at all: 'U'. */
export const Fallback: Story = {
  args: { name: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown' })).toHaveTextContent('U');
  },
};

/** A picture that does not load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/images/avatars/missing-picture.png' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Priya Sharma' });
    await expect(await canvas.findByText('PS')).toBeVisible();
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row $gap={3}>
      {[32, 40, 64, 96].map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {[32, 40, 64, 96].map((size) => (
        <Avatar key={`image-${size}`} {...args} size={size} src="/images/avatars/kiran.svg" />
      ))}
    </Row>
  ),
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
