import type { Meta, StoryObj } from '@storybook/react-vite';
import { FiBell, FiMoreHorizontal, FiX } from 'react-icons/fi';
import { expect, fn, userEvent } from 'storybook/test';
import { CountBadge } from './badge';
import { Row } from './card';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'More options', icon: <FiMoreHorizontal aria-hidden />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name (and the tooltip): an icon button has no visible text. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'More options' });
    await expect(button).toHaveAttribute('title', 'More options');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row $gap={3}>
      <IconButton {...args} size={32} label="Close" icon={<FiX aria-hidden />} />
      <IconButton {...args} size={40} />
      <IconButton {...args} size={48} label="Notifications" icon={<FiBell aria-hidden />} />
    </Row>
  ),
};

export const WithBadge: Story = {
  args: { label: 'Notifications, 3 unread', icon: <FiBell aria-hidden /> },
  render: (args) => (
    <IconButton {...args}>
      <CountBadge aria-hidden style={{ position: 'absolute', top: 0, right: -2 }}>
        3
      </CountBadge>
    </IconButton>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'More options' })).toBeDisabled();
  },
};

export const Dark: Story = { ...WithBadge, globals: { theme: 'dark' } };
