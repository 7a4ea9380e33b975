import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { contractLog, injectFault, resetContractServer } from '../contract-server/control.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_USER_ID } from '../contract-server/seed.ts';

// The contract server is only worth its name if it is as poor as production: these prove it
// refuses what the contract does not document, so a real-backend journey that passes against it
// does not lean on the mock backend's extras.
const contractUrl = (path: string) => new URL(path, process.env.CONTRACT_SERVER_URL).toString();

const POST_KEYS = [
  'author',
  'authorId',
  'commentsCount',
  'content',
  'createdAt',
  'hashtags',
  'id',
  'imageUrl',
  'isBuilderWide',
  'likesCount',
  'mentions',
  'repostsCount',
];
const SUMMARY_KEYS = ['fullName', 'id', 'profileImage', 'society', 'username'];
const USER_KEYS = [
  ...SUMMARY_KEYS,
  'bio',
  'email',
  'flatNumber',
  'followersCount',
  'followingCount',
  'posts',
  'yearsLived',
  'yearsLiving',
].sort();
const SEEDED_POSTS = 45;

const keysOf = (value: unknown) => Object.keys(value as object).sort();

async function expectError(response: APIResponse, status: number, message?: string) {
  expect(response.status(), `${response.url()} status`).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { message: unknown };
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
}

async function demoLogin(api: APIRequestContext) {
  const response = await api.post(contractUrl('/api/auth/demo-login'));
  expect(response.status()).toBe(200);
  return response;
}

async function listPosts(api: APIRequestContext, query = '') {
  const response = await api.get(contractUrl(`/api/posts${query}`));
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; likesCount: number; authorId: number }[];
}

test.beforeEach(async () => {
  await resetContractServer();
});

test('a proposed or unknown route answers 404 with a JSON message', async ({ request }) => {
  const calls: [string, string][] = [
    ['GET', '/api/groups'],
    ['GET', '/api/posts/1'],
    ['GET', '/api/posts/stats'],
    ['POST', '/api/auth/logout'],
    ['GET', '/api/auth/session'],
    ['GET', '/api/notifications'],
    ['POST', '/api/saved'],
    ['PATCH', '/api/users/1'],
    ['PUT', '/api/posts'],
  ];
  for (const [method, path] of calls) {
    await expectError(await request.fetch(contractUrl(path), { method }), 404, 'Not found');
  }
});

test('posts, profiles and stories carry the documented fields only', async ({ request }) => {
  await demoLogin(request);
  const posts = await listPosts(request, `?filter=all&userId=${DEMO_USER_ID}`);
  for (const post of posts) {
    expect(keysOf(post)).toEqual(POST_KEYS);
    expect(keysOf((post as unknown as { author: object }).author)).toEqual(SUMMARY_KEYS);
  }
  const profile = await (await request.get(contractUrl('/api/users/2'))).json();
  expect(keysOf(profile)).toEqual(USER_KEYS);
  expect(profile.email).toBeNull();
  expect(keysOf(profile.posts[0])).toEqual(['content', 'createdAt', 'id']);
  const stories = await (await request.get(contractUrl(`/api/stories/following/1`))).json();
  expect(stories.length).toBeGreaterThan(0);
  expect(keysOf(stories[0])).toEqual([
    'author',
    'authorId',
    'content',
    'createdAt',
    'id',
    'imageUrl',
  ]);
});

test('paging and the other proposed query keys are ignored', async ({ request }) => {
  const all = await listPosts(request);
  // A feed of 20 per page needs three pages.
  expect(all).toHaveLength(SEEDED_POSTS);
  const query = '?limit=5&offset=10&authorId=2&period=24h&hashtag=Yoga&q=water&societyId=3';
  expect((await listPosts(request, query)).map((post) => post.id)).toEqual(all.map((p) => p.id));
  await expectError(await request.get(contractUrl('/api/posts?filter=popular')), 400);
});

test('a write without the session answers 401', async ({ request }) => {
  const writes: [string, string, object][] = [
    ['POST', '/api/posts', { content: 'Hello', authorId: DEMO_USER_ID }],
    ['POST', '/api/likes', { userId: DEMO_USER_ID, postId: 45 }],
    ['DELETE', '/api/reposts', { userId: DEMO_USER_ID, postId: 40 }],
    ['POST', '/api/follows', { followerId: DEMO_USER_ID, followingId: 5 }],
    ['POST', '/api/reports', { reason: 'spam', description: null, postId: 45, userId: null }],
  ];
  for (const [method, path, data] of writes) {
    await expectError(await request.fetch(contractUrl(path), { method, data }), 401);
  }
  await expectError(await request.get(contractUrl('/api/stories/following/1')), 401);
});

test('acting for another user answers 403', async ({ request }) => {
  await demoLogin(request);
  const other = { userId: 2, postId: 45 };
  await expectError(await request.post(contractUrl('/api/likes'), { data: other }), 403);
  const follow = { followerId: 2, followingId: 5 };
  await expectError(await request.post(contractUrl('/api/follows'), { data: follow }), 403);
  const post = { content: 'Not mine', authorId: 2 };
  await expectError(await request.post(contractUrl('/api/posts'), { data: post }), 403);
});

test('duplicates answer 409 and removing what is not there 404', async ({ request }) => {
  await demoLogin(request);
  const like = { userId: DEMO_USER_ID, postId: 45 };
  const before = (await listPosts(request)).find((post) => post.id === 45)!.likesCount;
  const liked = await request.post(contractUrl('/api/likes'), { data: like });
  expect(liked.status()).toBe(201);
  expect(await liked.json()).toEqual(like);
  expect((await listPosts(request)).find((post) => post.id === 45)!.likesCount).toBe(before + 1);
  await expectError(
    await request.post(contractUrl('/api/likes'), { data: like }),
    409,
    'Already liked',
  );
  // The seeded demo user already follows user 2.
  const follow = { followerId: DEMO_USER_ID, followingId: 2 };
  await expectError(
    await request.post(contractUrl('/api/follows'), { data: follow }),
    409,
    'Already following',
  );
  const notLiked = { userId: DEMO_USER_ID, postId: 44 };
  await expectError(
    await request.delete(contractUrl('/api/likes'), { data: notLiked }),
    404,
    'Like not found',
  );
  const unliked = await request.delete(contractUrl('/api/likes'), { data: like });
  expect(unliked.status()).toBe(204);
  expect(await unliked.text()).toBe('');
});

test('an invalid post answers 400, a body not sent as JSON 415', async ({ request }) => {
  await demoLogin(request);
  const create = (data: object) => request.post(contractUrl('/api/posts'), { data });
  await expectError(await create({ content: '   ', authorId: DEMO_USER_ID }), 400);
  await expectError(await create({ content: 'x'.repeat(501), authorId: DEMO_USER_ID }), 400);
  await expectError(await create({ content: 'No author' }), 400);
  const asText = await request.post(contractUrl('/api/posts'), {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({ content: 'Hello', authorId: DEMO_USER_ID }),
  });
  await expectError(asText, 415, 'Content-Type must be application/json');
  const created = await create({ content: 'Lights fixed #BuilderWide @priya_sharma', authorId: 1 });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ isBuilderWide: true, mentions: ['priya_sharma'] });
  expect((await listPosts(request))[0].id).toBe((await created.json()).id);
});

test('register then login signs the new resident in', async ({ request, playwright }) => {
  const account = { email: 'asha@example.com', password: 'secret12' };
  const registered = await request.post(contractUrl('/api/auth/register'), {
    data: {
      ...account,
      username: 'asha_k',
      fullName: 'Asha Kulkarni',
      bio: null,
      societyId: 3,
      flatNumber: null,
      yearsLiving: null,
    },
  });
  expect(registered.status()).toBe(201);
  expect(registered.headers()['set-cookie']).toMatch(
    /^vc_session=\S+; HttpOnly; Path=\/; SameSite=Lax/,
  );
  const user = await registered.json();
  expect(user).toMatchObject({ email: account.email, username: 'asha_k', society: { id: 3 } });
  const again = await request.post(contractUrl('/api/auth/register'), {
    data: {
      ...account,
      username: 'asha_two',
      fullName: 'Asha Two',
      bio: null,
      societyId: null,
      flatNumber: null,
      yearsLiving: 2,
    },
  });
  await expectError(again, 409);

  const fresh = await playwright.request.newContext();
  const loggedIn = await fresh.post(contractUrl('/api/auth/login'), { data: account });
  expect(loggedIn.status()).toBe(200);
  expect((await loggedIn.json()).id).toBe(user.id);
  const wrong = await fresh.post(contractUrl('/api/auth/login'), {
    data: { ...account, password: 'wrong-one' },
  });
  await expectError(wrong, 401, 'Invalid email or password');
  await fresh.dispose();
});

test('demo-login signs in the demo account that login also accepts', async ({ request }) => {
  const demo = await (await demoLogin(request)).json();
  expect(demo).toMatchObject({ id: DEMO_USER_ID, username: 'demo', email: DEMO_EMAIL });
  const own = await (await request.get(contractUrl(`/api/users/${DEMO_USER_ID}`))).json();
  expect(own.email).toBe(DEMO_EMAIL);
  const login = await request.post(contractUrl('/api/auth/login'), {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect((await login.json()).id).toBe(DEMO_USER_ID);
});

test('the log records what the app sent', async ({ request }) => {
  await demoLogin(request);
  await request.post(contractUrl('/api/likes'), { data: { userId: DEMO_USER_ID, postId: 45 } });
  await request.get(contractUrl('/api/posts?filter=all&limit=20'));
  expect(await contractLog()).toEqual([
    expect.objectContaining({ method: 'POST', path: '/api/auth/demo-login', status: 200 }),
    {
      method: 'POST',
      path: '/api/likes',
      query: {},
      status: 201,
      contentType: 'application/json',
      bodyKeys: ['userId', 'postId'],
      hasSession: true,
    },
    expect.objectContaining({
      method: 'GET',
      path: '/api/posts',
      query: { filter: 'all', limit: '20' },
      contentType: null,
      bodyKeys: null,
    }),
  ]);
});

test('reset restores the seeded world and ends every session', async ({ request }) => {
  await demoLogin(request);
  const post = { content: 'Gone after the reset', authorId: DEMO_USER_ID };
  expect((await request.post(contractUrl('/api/posts'), { data: post })).status()).toBe(201);
  expect(await listPosts(request)).toHaveLength(SEEDED_POSTS + 1);

  await resetContractServer();
  expect(await listPosts(request)).toHaveLength(SEEDED_POSTS);
  await expectError(await request.post(contractUrl('/api/posts'), { data: post }), 401);
  expect(await contractLog()).toHaveLength(2);
});

test('an injected fault answers once, then the call works again', async ({ request }) => {
  await injectFault({ method: 'GET', path: '/api/posts', status: 500 });
  await expectError(await request.get(contractUrl('/api/posts')), 500, 'Injected failure');
  await listPosts(request);
});

test('a fault with a query answers only the request that carries it', async ({ request }) => {
  await injectFault({ method: 'GET', path: '/api/posts', query: { filter: 'all' }, status: 500 });
  expect((await request.get(contractUrl('/api/posts?filter=trending&userId=1'))).status()).toBe(
    200,
  );
  await expectError(
    await request.get(contractUrl('/api/posts?filter=all&userId=1')),
    500,
    'Injected failure',
  );
  await listPosts(request);
});
