import type { Meta, StoryObj } from '@storybook/react-vite';
import { FiPlusCircle, FiSend } from 'react-icons/fi';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, type ButtonVariant } from './button';
import { Row, Stack } from './card';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger'];

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Post', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: VARIANTS },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Row $gap={3} $wrap>
      {VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0].toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row $gap={3} $wrap>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Row>
  ),
};

export const WithIcon: Story = {
  args: { icon: <FiPlusCircle aria-hidden />, children: 'Create Post', size: 'lg' },
};

export const Pending: Story = {
  args: { pending: true, children: 'Signing in...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, icon: <FiSend aria-hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Create Account' },
};

/** Navigation stays a real link, styled as a button. */
export const AsLink: Story = {
  render: () => (
    <Stack $gap={3}>
      <Row $gap={3} $wrap>
        <ButtonLink to="/register">Create New Account</ButtonLink>
        <ButtonLink to="/" variant="outline">
          Go to Home
        </ButtonLink>
      </Row>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create New Account' });
    await expect(link).toHaveAttribute('href', '/register');
  },
};

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };

export const Mobile: Story = { ...FullWidth, globals: { viewport: { value: 'mobile' } } };
