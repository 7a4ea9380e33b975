import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { getPost, postKeys } from '../../api/posts';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { failsWith, pendingForever } from '../../testing/storybook';
import CommentsSection from './comments-section';
import { addOldComments } from './many-comments-test-utils';
import { COMMENTS_AT_ONCE } from './shown-comments';

/** A seeded post with the most comments, or the first without any (read when the story renders). */
function postWithComments(): number {
  const counts = db.post
    .getAll()
    .filter((post) => post.groupId === null && post.authorId !== SEED.blockedUserId)
    .map((post) => ({
      id: post.id,
      comments: db.comment.count({ where: { postId: { equals: post.id } } }),
    }));
  return counts.sort((a, b) => b.comments - a.comments)[0].id;
}
function postWithoutComments(): number {
  return db.post
    .getAll()
    .find(
      (post) =>
        post.groupId === null && db.comment.count({ where: { postId: { equals: post.id } } }) === 0,
    )!.id;
}

/** The section as the card shows it: it needs the post, so the story loads it first. */
function Section({ pick }: { pick: () => number }) {
  // Picked once: the db changes as the story adds comments.
  const [postId] = useState(pick);
  const post = useQuery({ queryKey: postKeys.detail(postId), queryFn: () => getPost(postId) });
  if (!post.data) return <Spinner label="Loading post" />;
  return (
    <Card style={{ maxWidth: 640 }}>
      <CommentsSection post={post.data} />
    </Card>
  );
}

const meta = {
  title: 'Features/Comments/CommentsSection',
  component: Section,
  args: { pick: postWithComments },
  argTypes: { pick: { control: false } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole('region', { name: /^Comments on the post by/ }, { timeout: 10_000 });

export const Populated: Story = {
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect((await within(region).findAllByRole('listitem')).length).toBeGreaterThan(1);
    await expect(within(region).getByRole('button', { name: 'Comment' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { pick: postWithoutComments },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(
      await within(region).findByText('No comments yet. Start the conversation.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { listComments: pendingForever('get', '/api/posts/:id/comments') } },
  },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(within(region).getByText('Loading comments...')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: { listComments: failsWith('get', '/api/posts/:id/comments', 500, 'down') },
    },
  },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Failed to load comments. Please try again.',
    );
    await expect(within(region).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A server without comments (the 404 of an unknown route): said plainly, no box to type into. */
export const NotOnThisServer: Story = {
  parameters: {
    msw: {
      handlers: {
        listComments: failsWith('get', '/api/posts/:id/comments', 404, 'Not found'),
      },
    },
  },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(
      await within(region).findByText('Comments are not available on this server yet.'),
    ).toBeVisible();
    await expect(within(region).queryByRole('textbox')).toBeNull();
  },
};

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(within(region).getByRole('link', { name: 'Log in to comment' })).toBeVisible();
    await expect(within(region).queryByRole('textbox')).toBeNull();
  },
};

/** The real call: the comment appears at the end and the box clears. */
export const AddsAComment: Story = {
  play: async ({ canvas }) => {
    const region = await section(canvas);
    const box = within(region).getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'Thanks for raising this #WaterSupply');
    await userEvent.click(within(region).getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(within(region).getAllByRole('listitem').at(-1)).toHaveTextContent(
        'Thanks for raising this #WaterSupply',
      ),
    );
    await expect(box).toHaveValue('');
  },
};

/**
 * A long comment: the box grows with the lines written, on a phone too, up to a third of the
 * screen, and then scrolls.
 */
export const GrowsWithALongComment: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    const box = within(region).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Write a comment',
    });
    const empty = box.getBoundingClientRect().height;
    await userEvent.type(box, 'The lift in B wing{Enter}stops between 3 and 4{Enter}again today');
    const threeLines = box.getBoundingClientRect().height;
    await expect(threeLines).toBeGreaterThan(empty);
    // Every line written shows without scrolling the box.
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
    await userEvent.type(box, '{Enter}line'.repeat(30));
    const tallest = window.innerHeight / 3;
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(tallest + 1);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};

export const Posting: Story = {
  parameters: {
    msw: { handlers: { createComment: pendingForever('post', '/api/posts/:id/comments') } },
  },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await userEvent.type(within(region).getByRole('textbox'), 'On my way');
    await userEvent.click(within(region).getByRole('button', { name: 'Comment' }));
    await expect(await within(region).findByRole('button', { name: 'Posting...' })).toBeDisabled();
  },
};

/** The call fails: a destructive toast, and the text stays in the box. */
export const PostFails: Story = {
  parameters: {
    msw: {
      handlers: { createComment: failsWith('post', '/api/posts/:id/comments', 500, 'down') },
    },
  },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    const box = within(region).getByRole('textbox');
    await userEvent.type(box, 'Please keep this');
    await userEvent.click(within(region).getByRole('button', { name: 'Comment' }));
    await expect(
      await within(document.body).findByText('Failed to post comment. Please try again.'),
    ).toBeVisible();
    await expect(box).toHaveValue('Please keep this');
  },
};

/**
 * More comments than show at once: the newest 20, with Show Earlier Comments above them
 * (docs/product.md#comments).
 */
export const Many: Story = {
  beforeEach: () => addOldComments(postWithComments(), 40),
  play: async ({ canvas, userEvent }) => {
    const region = await section(canvas);
    const earlier = await within(region).findByRole('button', { name: 'Show Earlier Comments' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(COMMENTS_AT_ONCE);
    await expect(within(region).getByText(/^Showing 20 of \d+$/)).toBeVisible();
    await userEvent.click(earlier);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2 * COMMENTS_AT_ONCE);
  },
};

export const ManyMobile: Story = { ...Many, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
