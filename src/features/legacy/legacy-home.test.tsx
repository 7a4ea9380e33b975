import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { findFeedArticles } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectBanner, SLOW, tabTexts } from './legacy-test-utils';

preload(() => import('./legacy-home-screen'));

const cards = () => findFeedArticles({}, SLOW.timeout);

async function openLegacyHome() {
  const viewer = await loginAs(SEED.demoUserId);
  const app = renderApp('/legacy/home');
  // The first screen of a suite compiles the shell, stories and composer chunks: slow.
  const box = await screen.findByRole(
    'textbox',
    { name: 'Share a concern or update' },
    { timeout: 60_000 },
  );
  return { ...app, viewer, box };
}

describe('/legacy/home', { timeout: 90_000 }, () => {
  it('shows the older tabs, each loading its filter, with simple cards and the banner', async () => {
    const lists = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user, viewer } = await openLegacyHome();
    await expectBanner('Home', '/home');
    expect(tabTexts('Feed')).toEqual(['For You', 'Following', 'My Society', 'Trending']);

    const [first] = await cards();
    const author = db.user.findFirst({
      where: { fullName: { equals: within(first).getAllByRole('link')[0].textContent! } },
    })!;
    expect(first).toHaveTextContent(`@${author.username}`);
    expect(
      within(first).getByRole('button', { name: `More actions for ${author.fullName}'s post` }),
    ).toHaveAttribute('aria-haspopup', 'menu');
    // The simple card has no Report button of its own: it is in the menu.
    expect(within(first).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();

    for (const [tab, filter] of [
      ['Following', 'following'],
      ['My Society', 'my-society'],
      ['Trending', 'trending'],
      ['For You', 'all'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await cards();
      expect(
        lists.some(
          ({ params }) =>
            params.get('filter') === filter && params.get('userId') === String(viewer.id),
        ),
      ).toBe(true);
    }
  });

  it('simple composer: 4 rows on focus, counts from 280 without blocking, sends only content and authorId', async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box } = await openLegacyHome();
    expect(screen.getByText('280 characters left')).toBeInTheDocument();
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    expect(box).toHaveAttribute('rows', '2');
    expect(screen.queryByRole('button', { name: 'Add a hashtag' })).not.toBeInTheDocument();

    await user.click(box);
    expect(box).toHaveAttribute('rows', '4');
    await user.keyboard('   ');
    expect(post).toBeDisabled();
    expect(screen.getByText('277 characters left')).toBeInTheDocument();

    // Past 280 the counter goes below zero and Post stays available.
    await user.clear(box);
    await user.paste(`Tank cleaning ${'x'.repeat(280)}`);
    expect(screen.getByText('-14 characters left')).toBeInTheDocument();
    expect(post).toBeEnabled();
    await user.clear(box);

    await user.click(screen.getByRole('button', { name: 'Add a hashtag' }));
    await user.paste('Parking');
    expect(box).toHaveValue('#Parking');
    await user.type(box, ' near gate 2 is blocked again  ');
    await user.click(post);

    const content = '#Parking near gate 2 is blocked again';
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toStrictEqual({ content, authorId: SEED.demoUserId });
    expect(
      await screen.findByText('Your concern has been shared with the community.'),
    ).toBeVisible();
    expect(db.post.findFirst({ where: { content: { equals: content } } })).toMatchObject({
      authorId: SEED.demoUserId,
    });
    expect(box).toHaveValue('');
  });

  it('simple card: like and repost move the count by one; Report is in the three-dot menu', async () => {
    const { user, viewer } = await openLegacyHome();
    const [first] = await cards();
    const postId = Number(
      db.post.getAll().find((post) => first.textContent?.includes(post.content.slice(0, 40)))!.id,
    );
    const like = within(first).getByRole('button', { name: /^Like \d+$/ });
    const before = Number(like.textContent!.replace(/\D/g, ''));
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent(String(before + 1));
    await waitFor(() =>
      expect(
        db.like.findFirst({
          where: { postId: { equals: postId }, userId: { equals: viewer.id } },
        }),
      ).not.toBeNull(),
    );
    await user.click(like);
    await waitFor(() => expect(like).toHaveTextContent(String(before)));
    expect(like).toHaveAttribute('aria-pressed', 'false');

    const repost = within(first).getByRole('button', { name: /^Repost \d+$/ });
    const reposts = Number(repost.textContent!.replace(/\D/g, ''));
    await user.click(repost);
    expect(repost).toHaveTextContent(String(reposts + 1));

    await user.click(within(first).getByRole('button', { name: /^More actions for/ }));
    const menu = screen.getByRole('menu', { name: 'Post actions' });
    expect(within(menu).getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /^More actions for/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report Post' }, SLOW)).toBeVisible();
  });
});
