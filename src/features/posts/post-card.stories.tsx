import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { getPost, postKeys } from '../../api/posts';
import type { Id } from '../../api/types';
import { failsWith, pendingForever } from '../../testing/storybook';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';

/**
 * A seeded post fetched from the mock backend as a screen would, so a like or a repost goes
 * through the real handlers and the card shows what the cache holds after them.
 */
function SeededPostCard({ postId, rank }: { postId: Id; rank?: number }) {
  const query = useQuery({ queryKey: postKeys.detail(postId), queryFn: () => getPost(postId) });
  if (query.isPending) return <PostCardSkeleton />;
  if (query.isError)
    return (
      <p role="alert" lang="en">
        Failed to load the post. Please try again.
      </p>
    );
  return <PostCard post={query.data} rank={rank} />;
}

const meta = {
  title: 'Features/Posts/PostCard',
  component: SeededPostCard,
  args: { postId: SEED.othersPostId },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SeededPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
/** The card as wide as a given screen makes it. */
const atWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );
const card = (canvas: ReturnType<typeof within>) => canvas.findByRole('article', {}, LONG);
/** 'Like 3' -> 3: the button's name is its word and its count. */
const count = (button: HTMLElement) => Number(button.textContent?.replace(/\D+/g, ''));

export const Populated: Story = {
  play: async ({ canvas }) => {
    const article = await card(canvas);
    await expect(within(article).getByRole('link', { name: 'Vikram Deshpande' })).toBeVisible();
    await expect(within(article).getByRole('group', { name: 'Post actions' })).toBeVisible();
  },
};

/** A builder-wide post the viewer has liked, reposted and saved: the toggles read pressed. */
export const LikedAndReposted: Story = {
  args: { postId: SEED.likedPostId },
  play: async ({ canvas }) => {
    const article = await card(canvas);
    await expect(within(article).getByText('Builder-Wide')).toBeVisible();
    for (const name of [/^Like/, /^Repost/, /^Save$/]) {
      await expect(within(article).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  },
};

export const Trending: Story = {
  args: { postId: SEED.likedPostId, rank: 1 },
  play: async ({ canvas }) => {
    await expect(within(await card(canvas)).getByText('#1 Trending')).toBeVisible();
  },
};

/** Like: pressed at once, the count goes up by one, and it stays so after the refetch. */
export const Like: Story = {
  play: async ({ canvas }) => {
    const article = await card(canvas);
    const like = within(article).getByRole('button', { name: /^Like/ });
    const before = count(like);
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(
      () => expect(count(within(article).getByRole('button', { name: /^Like/ }))).toBe(before + 1),
      LONG,
    );
  },
};

/** Repost toggles the same way, with its own count. */
export const Repost: Story = {
  play: async ({ canvas }) => {
    const article = await card(canvas);
    const repost = within(article).getByRole('button', { name: /^Repost/ });
    const before = count(repost);
    await userEvent.click(repost);
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: /^Repost/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(
      () =>
        expect(count(within(article).getByRole('button', { name: /^Repost/ }))).toBe(before + 1),
      LONG,
    );
  },
};

/** The like call fails: the card rolls back and its toast says so (docs/product.md#toasts). */
export const LikeFails: Story = {
  parameters: { msw: { handlers: { likePost: failsWith('post', '/api/likes', 500, 'down') } } },
  play: async ({ canvas }) => {
    const article = await card(canvas);
    const before = count(within(article).getByRole('button', { name: /^Like/ }));
    await userEvent.click(within(article).getByRole('button', { name: /^Like/ }));
    await expect(
      await within(document.body).findByText('Failed to like post', {}, LONG),
    ).toBeVisible();
    await waitFor(() => {
      const like = within(article).getByRole('button', { name: /^Like/ });
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(count(like)).toBe(before);
    });
  },
};

/** Report opens the report dialog for this post. */
export const Report: Story = {
  play: async ({ canvas }) => {
    const article = await card(canvas);
    await userEvent.click(within(article).getByRole('button', { name: 'Report' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Report Post' }, LONG);
    await expect(
      within(dialog).getByRole('group', { name: 'Why are you reporting this?' }),
    ).toBeVisible();
  },
};

/** Comment opens the comments under the post. */
export const CommentsOpen: Story = {
  args: { postId: SEED.demoPostId },
  play: async ({ canvas }) => {
    const article = await card(canvas);
    const comment = within(article).getByRole('button', { name: /^Comment/ });
    await userEvent.click(comment);
    await expect(comment).toHaveAttribute('aria-expanded', 'true');
    await expect(
      await within(article).findByRole('textbox', { name: 'Write a comment' }, LONG),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { getPost: pendingForever('get', '/api/posts/:id') } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { getPost: failsWith('get', '/api/posts/:id', 500, 'down') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toBeVisible();
  },
};

/** A visitor sees the post and a prompt to log in; the actions are locked. */
export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvas }) => {
    const article = await card(canvas);
    await expect(within(article).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(article).getByRole('button', { name: /^Like/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Dark: Story = { ...LikedAndReposted, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

/**
 * The card as wide as on the narrowest phone (a 320 px screen): its six actions, counts and all,
 * stay on one line, with room left for every count to have two digits (this post's are 11, 3, 2).
 */
export const NarrowestPhone: Story = {
  args: { postId: SEED.likedPostId },
  globals: { viewport: { value: 'mobile' } },
  decorators: [atWidth(296)],
  play: async ({ canvas }) => {
    const actions = within(await card(canvas)).getByRole('group', { name: 'Post actions' });
    const buttons = within(actions).getAllByRole('button');
    await expect(buttons).toHaveLength(6);
    const lines = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(lines.size).toBe(1);
    const [, comments] = buttons;
    const oneDigit = comments.lastElementChild!.getBoundingClientRect().width;
    const room = actions.querySelector(':scope > span')!.getBoundingClientRect().width;
    await expect(room).toBeGreaterThanOrEqual(2 * oneDigit);
  },
};

/** The society's badge is shown whole, not cut short by the card's tags beside it. */
async function societyBadgeWhole(article: HTMLElement) {
  const badge = within(article).getByText(/^Vasundhara/);
  await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
}

/**
 * A builder-wide post as wide as on a 360 px phone: its Builder-Wide tag takes a line of its own
 * under the author, and the society's badge beside the name is shown whole.
 */
export const BuilderWideOnPhone: Story = {
  args: { postId: SEED.likedPostId },
  globals: { viewport: { value: 'mobile' } },
  decorators: [atWidth(336)],
  play: async ({ canvas }) => {
    const article = await card(canvas);
    const tag = within(article).getByText('Builder-Wide');
    const badge = within(article).getByText(/^Vasundhara/);
    await expect(tag.getBoundingClientRect().top).toBeGreaterThan(
      badge.getBoundingClientRect().bottom,
    );
    await societyBadgeWhole(article);
  },
};

/** On a wider screen the same tag stays beside the author's name. */
export const BuilderWideBesideTheName: Story = {
  args: { postId: SEED.likedPostId },
  decorators: [atWidth(560)],
  play: async ({ canvas }) => {
    const article = await card(canvas);
    const tag = within(article).getByText('Builder-Wide');
    const name = document.getElementById(article.getAttribute('aria-labelledby')!)!;
    await expect(
      Math.abs(tag.getBoundingClientRect().top - name.getBoundingClientRect().top),
    ).toBeLessThan(8);
    await societyBadgeWhole(article);
  },
};
