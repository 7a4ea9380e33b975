import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { emptyFeedStory, signedOutPlay, WAIT } from './legacy-story-test-utils';
import LegacyHomeScreen from './legacy-home-screen';

/** The real /legacy/home route inside the shell: older tabs, simple composer, simple cards. */
const meta = {
  title: 'Screens/Legacy/Home',
  component: LegacyHomeScreen,
  parameters: { router: 'app', route: '/legacy/home', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LegacyHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Go to the current Home' }, WAIT),
    ).toHaveAttribute('href', '/home');
    const tabs = canvas.getByRole('tablist', { name: 'Feed' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['For You', 'Following', 'My Society', 'Trending']);
    const feed = await canvas.findByRole('feed', {}, WAIT);
    const [first] = await within(feed).findAllByRole('article', {}, WAIT);
    await expect(within(first).getByRole('button', { name: /^More actions for/ })).toBeVisible();
  },
};

/** Focus grows the composer to 4 rows with its icons; the counter runs down from 280. */
export const ComposerFocused: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Share a concern or update' }, WAIT);
    await userEvent.click(box);
    await expect(box).toHaveAttribute('rows', '4');
    await userEvent.type(box, 'Gate 2 lights are out');
    await expect(canvas.getByText('259 characters left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a hashtag' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listPosts: pendingForever('get', '/api/posts') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading posts...', {}, WAIT)).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: { handlers: { listPosts: failsWith('get', '/api/posts', 500, 'Failed to fetch posts') } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Failed to load posts. Please try again.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Empty: Story = emptyFeedStory;

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: signedOutPlay('Home'),
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
