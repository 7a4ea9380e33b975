import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import PostScreen from './post-screen';

/** The real /posts/:id route inside the shell, where Share links and notifications lead. */
const meta = {
  title: 'Screens/Post',
  component: PostScreen,
  parameters: { router: 'app', route: `/posts/${SEED.demoPostId}`, layout: 'fullscreen' },
} satisfies Meta<typeof PostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', {}, { timeout: 10_000 });
    await expect(
      await within(card).findByRole('textbox', { name: 'Write a comment' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { getPost: pendingForever('get', '/api/posts/:id') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading post...', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

/** The post is gone (deleted or never existed): the empty state of a single-post page. */
export const NotFound: Story = {
  tags: ['state:empty'],
  parameters: { route: '/posts/999999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Post not found' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: { handlers: { getPost: failsWith('get', '/api/posts/:id', 500, 'down') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load the post. Please try again.',
    );
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

/** A visitor who opens this page is sent to sign in and brought back after. */
export const SignedOut: Story = signedOutRedirect;
