import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import FeedScreen from './feed-screen';

/** The real /home route inside the shell: stories, composer, the four feed tabs and the posts. */
const meta = {
  title: 'Screens/Feed',
  component: FeedScreen,
  parameters: { router: 'app', route: '/home', layout: 'fullscreen' },
} satisfies Meta<typeof FeedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };

export const Populated: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Home', level: 1 }, LONG),
    ).toBeVisible();
    const feed = await canvas.findByRole('feed', { name: 'All Concerns posts' }, LONG);
    await expect((await within(feed).findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('tab', { name: 'All Concerns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The tabs are links to `?tab=`: Following shows the posts of the people the viewer follows. */
export const FollowingTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Following' }, LONG));
    await expect(await canvas.findByRole('feed', { name: 'Following posts' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Following' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * Filter shows the builder-wide posts of every society: the button is pressed, no tab is selected
 * (none of them lists these posts) and the note above the posts offers Clear filter, which brings
 * the tab back.
 */
export const BuilderWideFilter: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('feed', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const filter = await canvas.findByRole('button', { name: 'Filter: Builder-Wide' }, LONG);
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(
      await canvas.findByRole('feed', { name: 'Builder-Wide posts' }, LONG),
    ).toBeVisible();
    for (const tab of within(canvas.getByRole('tablist', { name: 'Feed' })).getAllByRole('tab')) {
      await expect(tab).toHaveAttribute('aria-selected', 'false');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await expect(canvas.getByRole('tab', { name: 'All Concerns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Latest brings the newest posts back to the top and says what came, in a toast. */
export const Latest: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('feed', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Latest' }));
    await expect(
      await within(document.body).findByText('No new posts in All Concerns.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All Concerns' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listPosts: pendingForever('get', '/api/posts') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Home', level: 1 }, LONG),
    ).toBeVisible();
    await expect(canvas.queryByRole('feed')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { listPosts: http.get('/api/posts', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts yet' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create First Post' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { listPosts: failsWith('get', '/api/posts', 500, 'down') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Failed to load posts. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A visitor who opens /home is sent to sign in and brought back after. */
export const SignedOut: Story = signedOutRedirect;

export const Dark: Story = {
  ...Populated,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const feed = await canvas.findByRole('feed', {}, LONG);
    await expect((await within(feed).findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
  },
};

export const MobileDark: Story = {
  ...Mobile,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
