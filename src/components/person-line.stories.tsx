import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './button';
import { PersonLine } from './person-line';

const meta = {
  title: 'Components/PersonLine',
  component: PersonLine,
  args: { name: 'Priya Sharma', subtitle: 'Vasundhara Greens' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

export const WithImage: Story = { args: { image: '/images/avatars/priya.svg' } };

export const AsLink: Story = {
  args: { to: '/profile/2', image: '/images/avatars/priya.svg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Priya Sharma/ })).toHaveAttribute(
      'href',
      '/profile/2',
    );
  },
};

export const WithAction: Story = {
  args: {
    to: '/profile/2',
    size: 36,
    action: (
      <Button size="sm" variant="secondary" aria-label="Follow Priya Sharma">
        Follow
      </Button>
    ),
  },
};

/** Long names and societies are cut with an ellipsis instead of breaking the line. */
export const LongText: Story = {
  args: {
    name: 'Venkata Subramanian Raghunathan Iyer',
    subtitle: 'Vasundhara Greens Phase II, Hinjewadi',
    action: (
      <Button size="sm" variant="secondary">
        Follow
      </Button>
    ),
  },
};

export const NoSubtitle: Story = { args: { subtitle: undefined } };

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };

/** A narrow phone: long names wrap instead of pushing the action out. */
export const Mobile: Story = { ...LongText, globals: { viewport: { value: 'mobile' } } };
