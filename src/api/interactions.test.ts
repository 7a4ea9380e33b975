import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import {
  likePost,
  repostPost,
  savePost,
  unlikePost,
  unrepostPost,
  unsavePost,
} from './interactions';
import { itSendsExactly } from './openapi/wire';
import { getPost } from './posts';
import { listSavedPosts } from './users';

const body = { userId: 1, postId: 9 };

describe('interaction requests', () => {
  itSendsExactly([
    { name: 'likePost', call: () => likePost(body), method: 'POST', url: '/api/likes', body },
    { name: 'unlikePost', call: () => unlikePost(body), method: 'DELETE', url: '/api/likes', body },
    { name: 'repostPost', call: () => repostPost(body), method: 'POST', url: '/api/reposts', body },
    {
      name: 'unrepostPost',
      call: () => unrepostPost(body),
      method: 'DELETE',
      url: '/api/reposts',
      body,
    },
    { name: 'savePost', call: () => savePost(body), method: 'POST', url: '/api/saved', body },
    { name: 'unsavePost', call: () => unsavePost(body), method: 'DELETE', url: '/api/saved', body },
  ]);

  it('likes, reposts and saves, and takes them back, against the mock backend', async () => {
    await loginAs(SEED.demoUserId);
    const mine = { userId: SEED.demoUserId, postId: SEED.othersPostId };
    const before = await getPost(SEED.othersPostId);

    await likePost(mine);
    await repostPost(mine);
    await savePost(mine);
    expect(await getPost(SEED.othersPostId)).toMatchObject({
      likesCount: before.likesCount + 1,
      repostsCount: before.repostsCount + 1,
      likedByMe: true,
      repostedByMe: true,
      savedByMe: true,
    });
    expect((await listSavedPosts(SEED.demoUserId))[0].id).toBe(SEED.othersPostId);
    await expect(likePost(mine)).rejects.toMatchObject({ status: 409 });

    await unlikePost(mine);
    await unrepostPost(mine);
    await unsavePost(mine);
    expect(await getPost(SEED.othersPostId)).toEqual(before);
  });
});
