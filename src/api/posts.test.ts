import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { createdPost } from '../testing/created-post';
import { loginAs } from '../testing/session';
import { captureRequest, itSendsExactly } from './openapi/wire';
import { createPost, getPost, getPostStats, listPosts } from './posts';

describe('posts requests', () => {
  itSendsExactly([
    { name: 'listPosts', call: () => listPosts(), method: 'GET', url: '/api/posts' },
    {
      name: 'listPosts with a feed filter',
      call: () => listPosts({ filter: 'my-society', userId: 7 }),
      method: 'GET',
      url: '/api/posts?filter=my-society&userId=7',
    },
    {
      name: 'listPosts with the proposed narrowing, empty values dropped',
      call: () =>
        listPosts({
          filter: 'trending',
          userId: undefined,
          limit: 10,
          offset: 0,
          period: 'week',
          hashtag: 'WaterSupply',
          societyId: 3,
          authorId: undefined,
          builderWide: false,
          q: '',
        }),
      method: 'GET',
      url: '/api/posts?filter=trending&limit=10&offset=0&period=week&hashtag=WaterSupply&societyId=3&builderWide=false',
    },
    {
      name: 'createPost (simple composer)',
      call: () => createPost({ content: 'Lift is down', authorId: 1 }),
      method: 'POST',
      url: '/api/posts',
      body: { content: 'Lift is down', authorId: 1 },
    },
    {
      name: 'createPost (form composer)',
      call: () =>
        createPost({
          content: 'Water cut #WaterSupply @priya',
          authorId: 1,
          hashtags: ['WaterSupply'],
          mentions: ['priya'],
          isBuilderWide: false,
          societyId: 1,
          attachmentIds: [4],
        }),
      method: 'POST',
      url: '/api/posts',
      body: {
        content: 'Water cut #WaterSupply @priya',
        authorId: 1,
        hashtags: ['WaterSupply'],
        mentions: ['priya'],
        isBuilderWide: false,
        societyId: 1,
        attachmentIds: [4],
      },
    },
    { name: 'getPost', call: () => getPost(12), method: 'GET', url: '/api/posts/12' },
    { name: 'getPostStats', call: () => getPostStats(), method: 'GET', url: '/api/posts/stats' },
    {
      name: 'getPostStats for a period',
      call: () => getPostStats('24h'),
      method: 'GET',
      url: '/api/posts/stats?period=24h',
    },
  ]);

  it('passes the query abort signal with the list request', async () => {
    const controller = new AbortController();
    const request = await captureRequest(() => listPosts({ filter: 'all' }, controller.signal));
    expect(request.signal).toBe(controller.signal);
  });

  it('lists, creates and reads posts against the mock backend', async () => {
    // Signed in, so the list and the stats both leave out the residents the viewer blocked.
    await loginAs(SEED.demoUserId);
    const all = await listPosts();
    expect(all.length).toBeGreaterThan(20);
    const following = await listPosts({ filter: 'following', userId: SEED.demoUserId });
    expect(following.length).toBeGreaterThan(0);
    expect(following.length).toBeLessThan(all.length);

    const created = await createdPost({
      content: 'Gym reopens #Maintenance',
      authorId: SEED.demoUserId,
    });
    expect(created).toMatchObject({ authorId: SEED.demoUserId, hashtags: ['Maintenance'] });
    expect(await getPost(created.id)).toEqual(created);
    expect((await listPosts())[0].id).toBe(created.id);
    expect((await getPostStats()).totalPosts).toBe(all.length + 1);
  });
});
