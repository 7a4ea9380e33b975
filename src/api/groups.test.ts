import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import {
  approveJoinRequest,
  createGroup,
  createGroupPost,
  declineJoinRequest,
  getGroup,
  getGroupStats,
  joinGroup,
  leaveGroup,
  listGroupPosts,
  listGroups,
} from './groups';
import { itSendsExactly } from './openapi/wire';

const newGroup = {
  name: 'Tower B Gardeners',
  description: 'Terrace garden swaps',
  societyId: null,
  isPrivate: false,
  adminId: 1,
};

describe('group requests', () => {
  itSendsExactly([
    { name: 'listGroups', call: () => listGroups(), method: 'GET', url: '/api/groups' },
    {
      name: 'listGroups with a tab, search and paging',
      call: () => listGroups({ filter: 'joined', q: 'cricket', limit: 6, offset: 12 }),
      method: 'GET',
      url: '/api/groups?filter=joined&q=cricket&limit=6&offset=12',
    },
    { name: 'getGroupStats', call: getGroupStats, method: 'GET', url: '/api/groups/stats' },
    {
      name: 'createGroup',
      call: () => createGroup(newGroup),
      method: 'POST',
      url: '/api/groups',
      body: newGroup,
    },
    { name: 'getGroup', call: () => getGroup(2), method: 'GET', url: '/api/groups/2' },
    {
      name: 'joinGroup',
      call: () => joinGroup(2, 1),
      method: 'POST',
      url: '/api/groups/2/members',
      body: { userId: 1 },
    },
    {
      name: 'leaveGroup',
      call: () => leaveGroup(2, 1),
      method: 'DELETE',
      url: '/api/groups/2/members',
      body: { userId: 1 },
    },
    {
      name: 'approveJoinRequest',
      call: () => approveJoinRequest(2, 8, 1),
      method: 'POST',
      url: '/api/groups/2/requests/8/approve',
      body: { adminId: 1 },
    },
    {
      name: 'declineJoinRequest',
      call: () => declineJoinRequest(2, 8, 1),
      method: 'DELETE',
      url: '/api/groups/2/requests/8',
      body: { adminId: 1 },
    },
    {
      name: 'listGroupPosts',
      call: () => listGroupPosts(2),
      method: 'GET',
      url: '/api/groups/2/posts',
    },
    {
      name: 'createGroupPost',
      call: () => createGroupPost(2, { content: 'Nets at 7', authorId: 1 }),
      method: 'POST',
      url: '/api/groups/2/posts',
      body: { content: 'Nets at 7', authorId: 1 },
    },
  ]);

  it('joins, posts, leaves and handles join requests against the mock backend', async () => {
    await loginAs(SEED.demoUserId);
    const me = SEED.demoUserId;
    const stats = await getGroupStats();
    expect((await listGroups({ filter: 'joined' })).length).toBe(stats.joined);

    expect(await joinGroup(SEED.publicGroupNotJoinedId, me)).toEqual({ memberStatus: 'joined' });
    const post = await createGroupPost(SEED.publicGroupNotJoinedId, {
      content: 'Hello',
      authorId: me,
    });
    expect(post.groupId).toBe(SEED.publicGroupNotJoinedId);
    expect((await listGroupPosts(SEED.publicGroupNotJoinedId))[0].id).toBe(post.id);
    expect(await leaveGroup(SEED.publicGroupNotJoinedId, me)).toEqual({ memberStatus: 'none' });
    expect(await joinGroup(SEED.privateGroupNotJoinedId, me)).toEqual({ memberStatus: 'pending' });

    const mine = await getGroup(SEED.adminGroupId);
    expect(mine.pendingRequests).toHaveLength(2);
    const [first, second] = mine.pendingRequests;
    await approveJoinRequest(SEED.adminGroupId, first.id, me);
    await declineJoinRequest(SEED.adminGroupId, second.id, me);
    const after = await getGroup(SEED.adminGroupId);
    expect(after.pendingRequests).toEqual([]);
    expect(after.members).toContain(first.id);
    expect(after.members).not.toContain(second.id);

    const created = await createGroup({ ...newGroup, adminId: me });
    expect(created).toMatchObject({ name: newGroup.name, adminId: me, memberStatus: 'joined' });
  });
});
