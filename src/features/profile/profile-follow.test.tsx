import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectToast, followExists, sentTo, SLOW, statValue, userRow } from './profile-test-utils';

const me = SEED.demoUserId;

/** The profile header, once GET /api/users/{id} has answered. */
async function openProfile(id: number | string) {
  await loginAs(me);
  const sent = recordRequests();
  const app = renderApp(`/profile/${id}`);
  const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
  return { ...app, sent, header };
}

describe("another resident's profile", { timeout: 60_000 }, () => {
  it('shows the fields of GET /api/users/{id} and their posts, with Follow only there', async () => {
    const row = userRow(SEED.otherSocietyResidentId);
    const { sent, header } = await openProfile(row.id);

    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(row.fullName);
    expect(header).toHaveTextContent(`@${row.username}`);
    expect(header).toHaveTextContent(row.bio!);
    expect(header).toHaveTextContent(`${row.yearsLived} years in Vasundhara Heights`);
    expect(header).toHaveTextContent('Vasundhara Heights, Mumbai');
    expect(statValue('Followers')).toBe(String(row.followersCount));
    expect(statValue('Following')).toBe(String(row.followingCount));
    expect(statValue('Posts')).toBe(String(row.postsCount));
    expect(within(header).getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(within(header).queryByRole('button', { name: 'Edit Profile' })).toBeNull();

    const feed = await screen.findByRole('feed', { name: `Posts by ${row.fullName}` }, SLOW);
    const cards = within(feed).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toHaveAccessibleName(row.fullName);
    expect(sent.map((request) => request.url)).toContain(`/api/users/${row.id}`);
    expect(sent.map((request) => request.url)).toContain(
      `/api/posts?authorId=${row.id}&limit=20&offset=0`,
    );
  });

  it('follows with POST /api/follows, then shows Unfollow and the new count', async () => {
    const target = SEED.unfollowedNeighbourId;
    const before = userRow(target).followersCount;
    const myFollowing = userRow(me).followingCount;
    const { user, sent, header } = await openProfile(target);
    expect(statValue('Followers')).toBe(String(before));

    await user.click(within(header).getByRole('button', { name: 'Follow' }));
    const [post] = await sentTo(sent, 'POST', '/api/follows');
    expect(post.body).toEqual({ followerId: me, followingId: target });
    await expectToast('You are now following this user');
    expect(await within(header).findByRole('button', { name: 'Unfollow' })).toBeEnabled();
    await waitFor(() => expect(statValue('Followers')).toBe(String(before + 1)));

    expect(followExists(me, target)).toBe(true);
    expect(userRow(target).followersCount).toBe(before + 1);
    expect(userRow(me).followingCount).toBe(myFollowing + 1);
  });

  it('unfollows with DELETE /api/follows', async () => {
    const target = SEED.neighbourId;
    const before = userRow(target).followersCount;
    const myFollowing = userRow(me).followingCount;
    const { user, sent, header } = await openProfile(target);

    await user.click(within(header).getByRole('button', { name: 'Unfollow' }));
    const [request] = await sentTo(sent, 'DELETE', '/api/follows');
    expect(request.body).toEqual({ followerId: me, followingId: target });
    await expectToast('You have unfollowed this user');
    expect(await within(header).findByRole('button', { name: 'Follow' })).toBeEnabled();
    await waitFor(() => expect(statValue('Followers')).toBe(String(before - 1)));

    expect(followExists(me, target)).toBe(false);
    // She still follows the demo user: only one direction ends.
    expect(followExists(target, me)).toBe(true);
    expect(userRow(target).followersCount).toBe(before - 1);
    expect(userRow(me).followingCount).toBe(myFollowing - 1);
  });

  it("keeps the state and says 'Failed to follow user' when the call fails", async () => {
    const target = SEED.otherSocietyResidentId;
    server.use(
      http.post('/api/follows', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { user, header } = await openProfile(target);
    await user.click(within(header).getByRole('button', { name: 'Follow' }));
    await expectToast('Error', 'Failed to follow user');
    expect(within(header).getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(statValue('Followers')).toBe(String(userRow(target).followersCount));
    expect(followExists(me, target)).toBe(false);
  });

  it("says 'Failed to unfollow user' when unfollowing fails", async () => {
    server.use(
      http.delete('/api/follows', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { user, header } = await openProfile(SEED.neighbourId);
    await user.click(within(header).getByRole('button', { name: 'Unfollow' }));
    await expectToast('Error', 'Failed to unfollow user');
    expect(within(header).getByRole('button', { name: 'Unfollow' })).toBeEnabled();
    expect(followExists(me, SEED.neighbourId)).toBe(true);
  });

  it('opens /profile/@username, where @mentions link, through GET /api/users?username=', async () => {
    const row = userRow(SEED.neighbourId);
    const { sent, header } = await openProfile(`@${row.username}`);
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(row.fullName);
    expect(within(header).getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(sent.map((request) => request.url)).toContain(`/api/users?username=${row.username}`);
  });
});
