import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './not-found-screen';

/** Any path the router does not know, through the real route table. */
const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
  parameters: { router: 'app', route: '/no-such-page', layout: 'fullscreen' },
  // A static page: it loads nothing, so it has no loading, empty or error state of its own.
  tags: ['no-state:loading', 'no-state:empty', 'no-state:error'],
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const SignedOut: Story = { ...Default, parameters: { session: 'signed-out' } };

export const MobileDark: Story = {
  ...Default,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
