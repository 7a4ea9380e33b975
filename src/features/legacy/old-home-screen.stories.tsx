import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { emptyFeedStory, signedOutPlay, WAIT } from './legacy-story-test-utils';
import OldHomeScreen from './old-home-screen';

/** The real /old-home route: All Concerns, Following (12), Builder-Wide (8). */
const meta = {
  title: 'Screens/Legacy/Old home',
  component: OldHomeScreen,
  parameters: { router: 'app', route: '/old-home', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof OldHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Go to the current Home' }, WAIT),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('tab', { name: /^All Concerns\s*\d+$/ }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Following\s*12$/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Builder-Wide\s*8$/ })).toBeVisible();
  },
};

export const BuilderWideTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /^Builder-Wide\s*8$/ }, WAIT));
    const feed = await canvas.findByRole('feed', { name: 'Builder-Wide posts' }, WAIT);
    for (const card of await within(feed).findAllByRole('article', {}, WAIT)) {
      await expect(card).toHaveTextContent('Builder-Wide');
    }
  },
};

/** Without the proposed stats endpoint, All Concerns shows no count; the fixed ones stay. */
export const WithoutPostStats: Story = {
  parameters: {
    msw: {
      handlers: { getPostStats: failsWith('get', '/api/posts/stats', 501, 'Not Implemented') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /^Following\s*12$/ }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^All Concerns/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listPosts: pendingForever('get', '/api/posts') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading posts...', {}, WAIT)).toBeInTheDocument();
    await expect(canvas.queryByRole('feed')).toBeNull();
  },
};

export const Empty: Story = emptyFeedStory;

export const ErrorState: Story = {
  parameters: {
    msw: { handlers: { listPosts: failsWith('get', '/api/posts', 500, 'Failed to fetch posts') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Failed to load posts. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: signedOutPlay('Home'),
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
