import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import { blockUser, followUser, unblockUser, unfollowUser } from './follows';
import { itSendsExactly } from './openapi/wire';
import { getUser, listBlockedUsers } from './users';

const follow = { followerId: 1, followingId: 2 };
const block = { blockerId: 1, blockedId: 2 };

describe('follow and block requests', () => {
  itSendsExactly([
    {
      name: 'followUser',
      call: () => followUser(follow),
      method: 'POST',
      url: '/api/follows',
      body: follow,
    },
    {
      name: 'unfollowUser',
      call: () => unfollowUser(follow),
      method: 'DELETE',
      url: '/api/follows',
      body: follow,
    },
    {
      name: 'blockUser',
      call: () => blockUser(block),
      method: 'POST',
      url: '/api/blocks',
      body: block,
    },
    {
      name: 'unblockUser',
      call: () => unblockUser(block),
      method: 'DELETE',
      url: '/api/blocks',
      body: block,
    },
  ]);

  it('follows and unfollows, blocks and unblocks against the mock backend', async () => {
    await loginAs(SEED.demoUserId);
    const target = SEED.otherSocietyResidentId;
    const before = await getUser(target);

    await followUser({ followerId: SEED.demoUserId, followingId: target });
    expect(await getUser(target)).toMatchObject({
      followersCount: before.followersCount + 1,
      followedByMe: true,
    });
    await unfollowUser({ followerId: SEED.demoUserId, followingId: target });
    expect(await getUser(target)).toMatchObject({ followersCount: before.followersCount });

    await blockUser({ blockerId: SEED.demoUserId, blockedId: target });
    expect((await listBlockedUsers(SEED.demoUserId)).map((user) => user.id)).toContain(target);
    await unblockUser({ blockerId: SEED.demoUserId, blockedId: target });
    expect((await listBlockedUsers(SEED.demoUserId)).map((user) => user.id)).not.toContain(target);
  });
});
