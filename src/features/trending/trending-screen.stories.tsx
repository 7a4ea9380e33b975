import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import TrendingScreen from './trending-screen';

/** The real /trending route inside the shell. */
const meta = {
  title: 'Screens/Trending',
  component: TrendingScreen,
  parameters: { router: 'app', route: '/trending', layout: 'fullscreen' },
} satisfies Meta<typeof TrendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('feed', { name: 'Trending posts' }, { timeout: 10_000 });
    await expect(canvas.getByText('Total Posts')).toBeVisible();
    await expect(canvas.getByText('Total Engagement')).toBeVisible();
    await expect(canvas.getByText(/^\d[\d,]* reactions?$/)).toBeVisible();
    await expect(canvas.getByText('#1 Trending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute(
      'href',
      '/explore',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listPosts: pendingForever('get', '/api/posts') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading trending posts...', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { listPosts: http.get('/api/posts', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No trending posts' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Check back later for trending community content')).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { listPosts: failsWith('get', '/api/posts', 500, 'down') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load trending posts. Please try again.',
    );
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

/** A visitor who opens this page is sent to sign in and brought back after. */
export const SignedOut: Story = signedOutRedirect;
