import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import { itSendsExactly } from './openapi/wire';
import {
  getUser,
  getUserByUsername,
  listBlockedUsers,
  listSavedPosts,
  listSuggestedUsers,
  updateUser,
} from './users';

describe('user requests', () => {
  itSendsExactly([
    { name: 'getUser', call: () => getUser(3), method: 'GET', url: '/api/users/3' },
    {
      name: 'getUserByUsername',
      call: () => getUserByUsername('asha_rao'),
      method: 'GET',
      url: '/api/users?username=asha_rao',
    },
    {
      name: 'getUserByUsername, encoded',
      call: () => getUserByUsername('a b/c'),
      method: 'GET',
      url: '/api/users?username=a+b%2Fc',
    },
    {
      name: 'updateUser',
      call: () => updateUser(3, { fullName: 'Asha Rao', bio: null, yearsLived: 4 }),
      method: 'PATCH',
      url: '/api/users/3',
      body: { fullName: 'Asha Rao', bio: null, yearsLived: 4 },
    },
    {
      name: 'updateUser with the online-status setting',
      call: () =>
        updateUser(3, { fullName: 'Asha Rao', bio: 'Hi', yearsLived: 4, showOnlineStatus: false }),
      method: 'PATCH',
      url: '/api/users/3',
      body: { fullName: 'Asha Rao', bio: 'Hi', yearsLived: 4, showOnlineStatus: false },
    },
    {
      name: 'listSuggestedUsers',
      call: () => listSuggestedUsers(3),
      method: 'GET',
      url: '/api/users/3/suggestions',
    },
    {
      name: 'listSavedPosts',
      call: () => listSavedPosts(3),
      method: 'GET',
      url: '/api/users/3/saved',
    },
    {
      name: 'listBlockedUsers',
      call: () => listBlockedUsers(3),
      method: 'GET',
      url: '/api/users/3/blocked',
    },
  ]);

  it("reads and edits the demo user's profile and lists against the mock backend", async () => {
    const profile = await getUser(SEED.demoUserId);
    expect(profile).toMatchObject({ id: SEED.demoUserId, society: { id: SEED.demoSocietyId } });
    expect(await getUserByUsername(profile.username.toUpperCase())).toEqual(profile);

    await loginAs(SEED.demoUserId);
    const updated = await updateUser(SEED.demoUserId, {
      fullName: 'Aarav M.',
      bio: null,
      yearsLived: 9,
    });
    expect(updated).toMatchObject({
      fullName: 'Aarav M.',
      bio: null,
      yearsLived: 9,
      yearsLiving: 9,
    });
    expect((await listSavedPosts(SEED.demoUserId)).map((post) => post.id)).toContain(
      SEED.likedPostId,
    );
    expect((await listBlockedUsers(SEED.demoUserId)).map((user) => user.id)).toEqual([
      SEED.blockedUserId,
    ]);
    const suggestions = await listSuggestedUsers(SEED.demoUserId);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.map((user) => user.id)).not.toContain(SEED.followedUserId);
  });
});
