import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { getPost, postKeys } from '../../api/posts';
import type { Id } from '../../api/types';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';

/** A seeded post, fetched as a screen would, shown as the simple card of the older screens. */
function SimpleSeededCard({ postId }: { postId: Id }) {
  const query = useQuery({ queryKey: postKeys.detail(postId), queryFn: () => getPost(postId) });
  if (query.isPending) return <PostCardSkeleton />;
  if (query.isError)
    return (
      <p role="alert" lang="en">
        Failed to load the post. Please try again.
      </p>
    );
  return <PostCard post={query.data} variant="simple" />;
}

const meta = {
  title: 'Features/Posts/PostCard (simple)',
  component: SimpleSeededCard,
  args: { postId: SEED.othersPostId },
} satisfies Meta<typeof SimpleSeededCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const count = (button: HTMLElement) => Number(button.textContent?.replace(/\D+/g, ''));

export const Populated: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', {}, LONG);
    await expect(article).toHaveTextContent(/@\w+/);
    await expect(within(article).getByRole('button', { name: /^More actions for/ })).toBeVisible();
  },
};

/** The count moves by one at once and the server agrees. */
export const Like: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', {}, LONG);
    const like = within(article).getByRole('button', { name: /^Like/ });
    const before = count(like);
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(count(like)).toBe(before + 1), LONG);
  },
};

export const MenuOpen: Story = {
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', {}, LONG);
    await userEvent.click(within(article).getByRole('button', { name: /^More actions for/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', {}, LONG);
    await expect(within(article).getByRole('button', { name: /^Like/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };
