import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { groupRow, membership, recordGroupCalls, writes } from './groups-test-utils';

const me = SEED.demoUserId;

async function visit(id: number | string, userId = me, shape = 'group') {
  await loginAs(userId);
  const view = renderApp(`/${shape}/${id}`);
  return view;
}

const header = async (id: number) =>
  screen.findByRole('region', { name: groupRow(id).name }, { timeout: 20_000 });
const pendingIds = (groupId: number) =>
  db.groupMember
    .getAll()
    .filter((row) => row.groupId === groupId && row.status === 'pending')
    .map((row) => row.userId);
const fullName = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!.fullName;

describe('Group detail', { timeout: 60_000 }, () => {
  it('shows the header, the posts and the members with the Admin badge', async () => {
    const id = SEED.joinedGroupId;
    const group = groupRow(id);
    const { user } = await visit(id, me, 'groups');
    const top = await header(id);
    expect(within(top).getByRole('heading', { level: 1 })).toHaveTextContent(group.name);
    expect(top).toHaveTextContent('Public');
    expect(top).toHaveTextContent('Builder-wide');
    expect(top).toHaveTextContent(`${group.memberCount} members`);
    expect(within(top).getByText(/^Created .+ ago$/)).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(top).queryByRole('button', { name: /Settings/ })).not.toBeInTheDocument();

    const feed = await screen.findByRole('feed', { name: `Posts in ${group.name}` });
    expect(await within(feed).findAllByRole('article')).toHaveLength(group.postCount);

    await user.click(screen.getByRole('tab', { name: /^Members/ }));
    const list = await screen.findByRole('list', { name: `Members of ${group.name}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(group.memberCount);
    const admin = within(list).getByText(fullName(group.adminId)).closest('li')!;
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(list).getAllByText('Admin')).toHaveLength(1);
  });

  it('tells a non-member that posts are for members, without asking for them', async () => {
    const calls = recordGroupCalls();
    await visit(SEED.publicGroupNotJoinedId);
    await header(SEED.publicGroupNotJoinedId);
    expect(await screen.findByText('You need to join this group to see posts.')).toBeVisible();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/posts'))).toBe(false);
  });

  it('joins from the page, and the posts open', async () => {
    const id = SEED.publicGroupNotJoinedId;
    const before = groupRow(id).memberCount;
    const { user } = await visit(id);
    const top = await header(id);
    await user.click(within(top).getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('feed')).toBeInTheDocument();
    expect(membership(id, me)?.status).toBe('joined');
    await waitFor(() => expect(top).toHaveTextContent(`${before + 1} members`));
  });

  it('lets a member leave an auto-generated society group from its page', async () => {
    const id = SEED.societyGroupId;
    const { user } = await visit(id);
    const top = await header(id);
    await user.click(within(top).getByRole('button', { name: 'Leave' }));
    expect(await within(top).findByRole('button', { name: 'Join' })).toBeEnabled();
    expect(membership(id, me)).toBeNull();
  });

  it('posts in the group: the exact call, the post first, postCount up', async () => {
    const id = SEED.joinedGroupId;
    const before = groupRow(id).postCount;
    const calls = recordGroupCalls();
    const { user } = await visit(id);
    await screen.findByRole('feed');
    const box = screen.getByLabelText(`Write a post for ${groupRow(id).name}`);

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post content is required')).toBeInTheDocument();
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(
      await screen.findByText('Post content must be less than 500 characters'),
    ).toBeInTheDocument();
    // The count says how far over, in words, not as a negative count.
    expect(screen.getByText('1 character over the limit')).toBeVisible();
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.getByText('1 character left')).toBeVisible();
    await user.clear(box);
    await user.type(box, 'Nets at 6 on Saturday?');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    const feed = await screen.findByRole('feed');
    await waitFor(() =>
      expect(within(feed).getAllByRole('article')[0]).toHaveTextContent('Nets at 6 on Saturday?'),
    );
    expect(box).toHaveValue('');
    expect(writes(calls)).toEqual([
      {
        call: `POST /api/groups/${id}/posts`,
        body: { content: 'Nets at 6 on Saturday?', authorId: me },
      },
    ]);
    expect(groupRow(id).postCount).toBe(before + 1);
    expect(screen.getByRole('tab', { name: /^Posts/ })).toHaveTextContent(`Posts${before + 1}`);
  });

  it('shows Settings to the admin only, with the pending requests', async () => {
    const id = SEED.adminGroupId;
    const { user } = await visit(id);
    const top = await header(id);
    expect(within(top).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(top).toHaveTextContent('You are the admin');
    await user.click(within(top).getByRole('button', { name: /^Settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    const requests = pendingIds(id);
    expect(requests).toHaveLength(2);
    for (const userId of requests) {
      expect(within(dialog).getByText(fullName(userId))).toBeInTheDocument();
    }
  });

  it('hides Settings from a member who is not the admin', async () => {
    await visit(SEED.adminGroupId, SEED.neighbourId);
    const top = await header(SEED.adminGroupId);
    expect(within(top).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(within(top).queryByRole('button', { name: /Settings/ })).not.toBeInTheDocument();
  });

  it('approves a request: the exact call, joined in the db, the count one higher', async () => {
    const id = SEED.adminGroupId;
    const requester = SEED.unfollowedNeighbourId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    const { user } = await visit(id);
    const top = await header(id);
    await user.click(within(top).getByRole('button', { name: /^Settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    await user.click(
      within(dialog).getByRole('button', { name: `Approve ${fullName(requester)}` }),
    );
    await waitFor(() => expect(dialog).not.toHaveTextContent(fullName(requester)));
    expect(writes(calls)).toEqual([
      { call: `POST /api/groups/${id}/requests/${requester}/approve`, body: { adminId: me } },
    ]);
    expect(membership(id, requester)?.status).toBe('joined');
    expect(groupRow(id).memberCount).toBe(before + 1);
    await waitFor(() => expect(top).toHaveTextContent(`${before + 1} members`));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
  });

  it('declines a request: the exact call, no row in the db, the count unchanged', async () => {
    const id = SEED.adminGroupId;
    const requester = SEED.unfollowedNeighbourId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    const { user } = await visit(id);
    await user.click(within(await header(id)).getByRole('button', { name: /^Settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    await user.click(
      within(dialog).getByRole('button', { name: `Decline ${fullName(requester)}` }),
    );
    await waitFor(() => expect(dialog).not.toHaveTextContent(fullName(requester)));
    expect(writes(calls)).toEqual([
      { call: `DELETE /api/groups/${id}/requests/${requester}`, body: { adminId: me } },
    ]);
    expect(membership(id, requester)).toBeNull();
    expect(groupRow(id).memberCount).toBe(before);
    expect(within(dialog).getByText('Join requests (1)')).toBeInTheDocument();
  });

  it("says 'Group not found' for an unknown id (404)", async () => {
    await visit(9999);
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeVisible();
  });

  it("says 'Group not found' for a non-numeric id without asking the server", async () => {
    const calls = recordGroupCalls();
    await visit('abc');
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('says when the group cannot load, and Try again loads it', async () => {
    server.use(
      http.get('/api/groups/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = await visit(SEED.joinedGroupId);
    expect(await screen.findByText('Failed to load the group. Please try again.')).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await header(SEED.joinedGroupId)).toBeInTheDocument();
  });
});
