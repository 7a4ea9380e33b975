import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { findSettledFeed } from '../../testing/feed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { sentTo, SLOW, statValue, userRow } from './profile-test-utils';

const me = SEED.demoUserId;
const savedIdsOf = (userId: number) =>
  db.savedPost.findMany({ where: { userId: { equals: userId } } }).map((row) => row.postId);

async function openOwn(path = '/profile') {
  await loginAs(me);
  const sent = recordRequests();
  const app = renderApp(path);
  const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
  return { ...app, sent, header };
}

describe('own profile', { timeout: 60_000 }, () => {
  it('shows the header with real counts, Edit Profile and no Follow', async () => {
    const row = userRow(me);
    const { header, sent } = await openOwn();
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(row.fullName);
    expect(header).toHaveTextContent(`@${row.username}`);
    expect(header).toHaveTextContent(row.bio!);
    expect(header).toHaveTextContent('Vasundhara Greens, Pune');
    expect(header).toHaveTextContent(`${row.yearsLived} years in Vasundhara Greens`);
    expect(statValue('Posts')).toBe(String(row.postsCount));
    expect(statValue('Following')).toBe(String(row.followingCount));
    expect(statValue('Followers')).toBe(String(row.followersCount));
    await waitFor(() => expect(statValue('Saved')).toBe(String(savedIdsOf(me).length)));
    expect(savedIdsOf(me).length).toBeGreaterThan(0);
    expect(within(header).getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^(Un)?follow$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report User' })).toBeNull();
    await sentTo(sent, 'GET', `/api/users/${me}`);
    await sentTo(sent, 'GET', `/api/users/${me}/saved`);
  });

  it("lists the user's own posts under Posts, with GET /api/posts?authorId=", async () => {
    const { sent } = await openOwn();
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const feed = await findSettledFeed({ name: 'Your posts' }, SLOW.timeout);
    const mine = db.post.getAll().filter((row) => row.authorId === me && row.groupId === null);
    expect(mine.length).toBeGreaterThan(0);
    expect(within(feed).getAllByRole('article')).toHaveLength(mine.length);
    const [list] = await sentTo(sent, 'GET', '/api/posts');
    expect(list.url).toBe(`/api/posts?authorId=${me}&limit=20&offset=0`);
  });

  it('shows the own profile, not Follow, on /profile/{own id} and /profile/@own_username', async () => {
    const first = await openOwn(`/profile/${me}`);
    expect(within(first.header).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    first.unmount();

    renderApp(`/profile/@${userRow(me).username}`);
    const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    expect(within(header).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('keeps the tab in the URL (?tab=) and lists joined groups linking to their pages', async () => {
    const { user, router } = await openOwn('/profile?tab=groups');
    expect(screen.getByRole('tab', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Your groups' }, SLOW);
    const joined = db.groupMember
      .findMany({ where: { userId: { equals: me }, status: { equals: 'joined' } } })
      .map((row) => db.group.findFirst({ where: { id: { equals: row.groupId } } })!);
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(joined.length);
    for (const group of joined) {
      const link = within(list).getByRole('link', { name: new RegExp(group.name) });
      expect(link).toHaveAttribute('href', `/group/${group.id}`);
    }

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(router.state.location.search).toBe('?tab=settings');
    await user.click(screen.getByRole('tab', { name: 'Posts' }));
    expect(router.state.location.search).toBe('');
  });

  it("shows the groups' empty text with a link to /groups", async () => {
    server.use(http.get('/api/groups', () => HttpResponse.json([])));
    await openOwn('/profile?tab=groups');
    expect(
      await screen.findByRole('heading', { name: 'You have not joined any groups yet.' }, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Groups' })).toHaveAttribute('href', '/groups');
  });

  it('shows the saved posts; un-saving one removes it from the list and the count', async () => {
    const saved = savedIdsOf(me);
    const { user, sent } = await openOwn('/profile?tab=saved');
    const feed = await findSettledFeed({ name: 'Saved posts' }, SLOW.timeout);
    expect(within(feed).getAllByRole('article')).toHaveLength(saved.length);
    const first = within(feed).getAllByRole('article')[0];
    const save = within(first).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'true');

    await user.click(save);
    await waitFor(() =>
      expect(within(feed).getAllByRole('article')).toHaveLength(saved.length - 1),
    );
    expect(first).not.toBeInTheDocument();
    await waitFor(() => expect(statValue('Saved')).toBe(String(saved.length - 1)));
    const [request] = await sentTo(sent, 'DELETE', '/api/saved');
    const postId = (request.body as { postId: number }).postId;
    expect(request.body).toEqual({ userId: me, postId });
    expect(savedIdsOf(me)).toEqual(saved.filter((id) => id !== postId));
  });

  it('shows the empty saved text', async () => {
    server.use(http.get('/api/users/:id/saved', () => HttpResponse.json([])));
    await openOwn('/profile?tab=saved');
    expect(await screen.findByRole('heading', { name: 'No saved posts yet' }, SLOW)).toBeVisible();
    expect(statValue('Saved')).toBe('0');
  });

  it('shows the empty posts text with Create Post', async () => {
    server.use(http.get('/api/posts', () => HttpResponse.json([])));
    await openOwn();
    expect(
      await screen.findByRole('heading', { name: 'You have not posted yet' }, SLOW),
    ).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Create Post' }),
    ).toBeEnabled();
  });
});
