import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { signedOutPlay, WAIT } from './legacy-story-test-utils';
import LegacyExploreScreen from './legacy-explore-screen';

/** The real /legacy/explore route: Today / This Week / This Month, Suggested Groups, Trending Posts. */
const meta = {
  title: 'Screens/Legacy/Explore',
  component: LegacyExploreScreen,
  parameters: { router: 'app', route: '/legacy/explore', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LegacyExploreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Go to the current Explore' }, WAIT),
    ).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('radio', { name: 'This Week' })).toBeChecked();
    await expect(await canvas.findByRole('list', { name: 'Suggested Groups' }, WAIT)).toBeVisible();
    const trending = canvas.getByRole('region', { name: 'Trending Posts' });
    await expect(within(trending).getByRole('link', { name: 'View All' })).toBeVisible();
    await expect(await within(trending).findByText('#1 Trending', {}, WAIT)).toBeVisible();
  },
};

export const Today: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Today' }, WAIT));
    await expect(canvas.getByRole('radio', { name: 'Today' })).toBeChecked();
  },
};

/** Trending Posts waits on its posts; the other sections still come from the mock backend. */
export const Loading: Story = {
  parameters: { msw: { handlers: { listPosts: pendingForever('get', '/api/posts') } } },
  play: async ({ canvas }) => {
    const trending = await canvas.findByRole('region', { name: 'Trending Posts' }, WAIT);
    await expect(
      await within(trending).findByText('Loading popular posts...', {}, WAIT),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Suggested Groups' }, WAIT)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { listPosts: http.get('/api/posts', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    const trending = await canvas.findByRole('region', { name: 'Trending Posts' }, WAIT);
    await expect(
      await within(trending).findByText('No posts in this period yet.', {}, WAIT),
    ).toBeVisible();
  },
};

export const PostsError: Story = {
  parameters: {
    msw: { handlers: { listPosts: failsWith('get', '/api/posts', 500, 'Failed to fetch posts') } },
  },
  play: async ({ canvas }) => {
    const trending = await canvas.findByRole('region', { name: 'Trending Posts' }, WAIT);
    await expect(
      await within(trending).findByText('Failed to load posts. Please try again.', {}, WAIT),
    ).toBeVisible();
    await expect(within(trending).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: signedOutPlay('Explore'),
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
