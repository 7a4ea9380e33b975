import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PartLoadError } from '../lib/lazy-part';
import { MemoryRoutes } from '../testing/storybook';
import { RouteError } from './route-error';

function BrokenScreen(): never {
  throw new Error('A screen failed on purpose (story)');
}

function ScreenNotLoaded(): never {
  throw new PartLoadError(new TypeError('Failed to fetch dynamically imported module'), () => {});
}

/** What a crashed screen shows instead of a blank page. */
const meta = {
  title: 'Screens/RouteError',
  component: RouteError,
  parameters: { router: 'none', layout: 'fullscreen' },
  // It is the error state of every route; it loads nothing, so it is never loading or empty.
  tags: ['no-state:loading', 'no-state:empty'],
  render: () => (
    <MemoryRoutes
      routes={[{ path: '/', element: <BrokenScreen />, errorElement: <RouteError /> }]}
    />
  ),
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state:error'],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** A visitor meets the same page: it needs no session. */
export const SignedOut: Story = { ...Default, parameters: { session: 'signed-out' } };

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };

/** A screen whose code could not be loaded (offline): it says so, and Try again loads it in the page. */
export const NotLoaded: Story = {
  tags: ['state:error'],
  render: () => (
    <MemoryRoutes
      routes={[
        {
          path: '/',
          element: <ScreenNotLoaded />,
          errorElement: <RouteError />,
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This page could not be loaded');
    await expect(alert).toHaveTextContent('Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
