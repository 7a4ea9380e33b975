import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PostCardDemoScreen from './post-card-demo-screen';

const WAIT = { timeout: 15_000 };

/** /demo-post-card: the rich and the simple card side by side, in every state. */
const meta = {
  title: 'Screens/Post card demo',
  component: PostCardDemoScreen,
  parameters: { router: 'app', route: '/demo-post-card', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  // The page renders fixed sample posts (demo-posts.ts) and calls no endpoint for them, so it is
  // never loading, empty or failed; only the session changes what it shows.
  tags: ['no-state:loading', 'no-state:empty', 'no-state:error'],
} satisfies Meta<typeof PostCardDemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Post card demo' }, WAIT);
    const states = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(states).toEqual([
      'Default',
      'Liked',
      'Reposted',
      'With image',
      'Missing data',
      'Logged out',
    ]);
    const missing = canvas.getByRole('region', { name: 'Missing data' });
    await expect(within(missing).getAllByRole('link', { name: 'Unknown' })).toHaveLength(2);
  },
};

/** A like on the demo changes that card only, by one. */
export const LikeACard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Post card demo' }, WAIT);
    const [, simple] = within(canvas.getByRole('region', { name: 'Default' })).getAllByRole(
      'article',
    );
    await userEvent.click(within(simple).getByRole('button', { name: 'Like 12' }));
    await expect(within(simple).getByRole('button', { name: 'Like 13' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The simple card's three-dot menu, open. */
export const MenuOpen: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Post card demo' }, WAIT);
    const [, simple] = within(canvas.getByRole('region', { name: 'Default' })).getAllByRole(
      'article',
    );
    await userEvent.click(within(simple).getByRole('button', { name: /^More actions for/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
  },
};

/** A visitor: every card shows the logged-out state. */
export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'You are not signed in, so every card shows the logged-out state.',
        {},
        WAIT,
      ),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
