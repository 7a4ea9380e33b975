import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MemoryRoutes } from '../testing/storybook';
import { RouteError } from './route-error';

function BrokenScreen(): never {
  throw new Error('A screen failed on purpose (story)');
}

/** What a crashed screen shows instead of a blank page. */
const meta = {
  title: 'Screens/RouteError',
  component: RouteError,
  parameters: { router: 'none', layout: 'fullscreen' },
  render: () => (
    <MemoryRoutes
      routes={[{ path: '/', element: <BrokenScreen />, errorElement: <RouteError /> }]}
    />
  ),
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
