// Report is offered on other residents' posts only, and once: after a report the control says so
// on every card of the post, the rich card's flag and the simple card's menu alike.
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { getPost } from '../../api/posts';
import type { Post } from '../../api/types';
import { recordRequests } from '../../testing/record-requests';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { PostCard } from '../posts';

const SLOW = { timeout: 30_000 };
const me = SEED.demoUserId;

function renderCards(posts: Post[], variant: 'rich' | 'simple') {
  return renderWithProviders(
    <MemoryRouter>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} variant={variant} />
      ))}
    </MemoryRouter>,
  );
}

const authorName = (post: Post) =>
  db.user.findFirst({ where: { id: { equals: post.authorId } } })!.fullName;

describe('Report on a post card', { timeout: 60_000 }, () => {
  it("is not offered on the resident's own post, on either card", async () => {
    await loginAs(me);
    renderApp(`/posts/${SEED.demoPostId}`);
    const own = await screen.findByRole('article', {}, SLOW);
    expect(within(own).getByRole('group', { name: 'Post actions' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /report/i })).not.toBeInTheDocument();

    const [mine, theirs] = await Promise.all([
      getPost(SEED.demoPostId),
      getPost(SEED.othersPostId),
    ]);
    renderCards([mine, theirs], 'simple');
    expect(
      screen.queryByRole('button', { name: `More actions for ${authorName(mine)}'s post` }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `More actions for ${authorName(theirs)}'s post` }),
    ).toBeInTheDocument();
  });

  it("says 'You reported this post' in the simple card's menu once reported", async () => {
    await loginAs(me);
    const post = await getPost(SEED.othersPostId);
    const reports = recordRequests({ method: 'POST', path: '/api/reports' });
    const { user } = renderCards([post], 'simple');
    const more = screen.getByRole('button', {
      name: `More actions for ${authorName(post)}'s post`,
    });

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' }, SLOW);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or unwanted content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(more);
    const item = screen.getByRole('menuitem', { name: 'You reported this post' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);

    // Another card of the same post, on another screen of this tab, says so too.
    renderCards([post], 'rich');
    const flags = await screen.findAllByRole('button', { name: 'You reported this post' });
    expect(flags.length).toBeGreaterThan(0);
  });
});
