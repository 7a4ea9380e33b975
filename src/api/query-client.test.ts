// The React Query client (src/api/query-client.ts, docs/product.md#request-conventions) and the
// query-key factories of src/api: every key names, through the default query function, the same
// request as its request function.
import { QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, defaultQueryFn, keyToRequest } from './query-client';
import { beginSession, onSessionExpired } from '../lib/session-events';
import { getSession, sessionKeys } from './auth';
import { listTrendingHashtags, search, hashtagKeys, searchKeys } from './discovery';
import { getGroup, getGroupStats, groupKeys, listGroupPosts, listGroups } from './groups';
import { getUnreadCount, listNotifications, notificationKeys } from './notifications';
import { listComments } from './comments';
import { captureRequest, expectWire, stubFetch } from './openapi/wire';
import { getPost, getPostStats, listPosts, postKeys } from './posts';
import { listSocieties, societyKeys } from './societies';
import { listFollowingStories, storyKeys } from './stories';
import {
  getUser,
  getUserByUsername,
  listBlockedUsers,
  listSavedPosts,
  listSuggestedUsers,
  userKeys,
} from './users';

const fetchKey = (queryKey: QueryKey) => createQueryClient().fetchQuery({ queryKey });

describe('keyToRequest', () => {
  it('joins the key parts with "/" and takes a trailing object as the query', () => {
    expect(keyToRequest(['/api/users', 5])).toEqual({ path: '/api/users/5', query: undefined });
    expect(keyToRequest(['/api/groups', 3, 'posts'])).toEqual({
      path: '/api/groups/3/posts',
      query: undefined,
    });
    expect(keyToRequest(['/api/posts', { filter: 'all', userId: 2 }])).toEqual({
      path: '/api/posts',
      query: { filter: 'all', userId: 2 },
    });
    expect(keyToRequest(['/api/notifications', 'unread-count', { userId: 1 }])).toEqual({
      path: '/api/notifications/unread-count',
      query: { userId: 1 },
    });
  });
});

describe('defaultQueryFn', () => {
  it('GETs the joined key with credentials and returns the parsed JSON', async () => {
    const requests = stubFetch(() => Response.json({ id: 4, fullName: 'Priya Sharma' }));
    const controller = new AbortController();
    const data = await defaultQueryFn({
      queryKey: ['/api/users', 4],
      signal: controller.signal,
      meta: undefined,
      client: createQueryClient(),
    } as never);
    expect(data).toEqual({ id: 4, fullName: 'Priya Sharma' });
    expect(requests).toHaveLength(1);
    expectWire(requests[0], { method: 'GET', url: '/api/users/4' });
    expect(requests[0].signal).toBe(controller.signal);
  });

  const same: Array<[string, QueryKey, () => Promise<unknown>]> = [
    ['sessionKeys.current', sessionKeys.current, getSession],
    ['postKeys.list()', postKeys.list(), () => listPosts()],
    [
      'postKeys.list(filter)',
      postKeys.list({ filter: 'following', userId: 3, limit: 20 }),
      () => listPosts({ filter: 'following', userId: 3, limit: 20 }),
    ],
    ['postKeys.all', postKeys.all, () => listPosts()],
    ['postKeys.detail', postKeys.detail(8), () => getPost(8)],
    ['postKeys.comments', postKeys.comments(8), () => listComments(8)],
    ['postKeys.stats()', postKeys.stats(), () => getPostStats()],
    ['postKeys.stats(period)', postKeys.stats('week'), () => getPostStats('week')],
    ['societyKeys.all', societyKeys.all, listSocieties],
    ['userKeys.detail', userKeys.detail(3), () => getUser(3)],
    [
      'userKeys.byUsername',
      userKeys.byUsername('priya_sharma'),
      () => getUserByUsername('priya_sharma'),
    ],
    ['userKeys.saved', userKeys.saved(3), () => listSavedPosts(3)],
    ['userKeys.blocked', userKeys.blocked(3), () => listBlockedUsers(3)],
    ['userKeys.suggestions', userKeys.suggestions(3), () => listSuggestedUsers(3)],
    ['storyKeys.following', storyKeys.following(3), () => listFollowingStories(3)],
    ['notificationKeys.list', notificationKeys.list(3), () => listNotifications(3)],
    ['notificationKeys.unreadCount', notificationKeys.unreadCount(3), () => getUnreadCount(3)],
    ['groupKeys.all', groupKeys.all, () => listGroups()],
    [
      'groupKeys.list',
      groupKeys.list({ filter: 'private', q: 'x' }),
      () => listGroups({ filter: 'private', q: 'x' }),
    ],
    ['groupKeys.stats', groupKeys.stats, getGroupStats],
    ['groupKeys.detail', groupKeys.detail(2), () => getGroup(2)],
    ['groupKeys.posts', groupKeys.posts(2), () => listGroupPosts(2)],
    ['hashtagKeys.trending', hashtagKeys.trending('24h', 8), () => listTrendingHashtags('24h', 8)],
    ['hashtagKeys.trending()', hashtagKeys.trending('month'), () => listTrendingHashtags('month')],
    ['searchKeys.results', searchKeys.results('tank'), () => search('tank')],
  ];

  it.each(same)('%s names the request of its request function', async (_name, key, call) => {
    const byKey = await captureRequest(() => fetchKey(key));
    const byFunction = await captureRequest(call);
    expect({ ...byKey, signal: undefined }).toEqual({ ...byFunction, signal: undefined });
    expect(byKey.method).toBe('GET');
  });
});

const htmlPage = (status: number) =>
  Promise.resolve(
    new Response('<!doctype html><title>Sign in to the network</title>', {
      status,
      headers: { 'Content-Type': 'text/html' },
    }),
  );

describe('createQueryClient (the documented defaults)', () => {
  it('never retries, never refetches on focus or by interval, never goes stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      queryFn: defaultQueryFn,
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('asks once for a failing query and serves a fetched one from the cache', async () => {
    const client = createQueryClient();
    const failing = stubFetch(() => new Response('', { status: 500, statusText: 'Boom' }));
    await expect(client.fetchQuery({ queryKey: ['/api/societies'] })).rejects.toThrow('500: Boom');
    expect(failing).toHaveLength(1);

    const requests = stubFetch(() => Response.json([]));
    await client.fetchQuery({ queryKey: ['/api/groups'] });
    await client.fetchQuery({ queryKey: ['/api/groups'] });
    expect(requests).toHaveLength(1);
  });

  it('does not ask again when a screen mounts on a failed prefetch (the feed before its screen)', async () => {
    const client = createQueryClient();
    const requests = stubFetch(() => new Response('', { status: 500 }));
    await client.prefetchQuery({ queryKey: ['/api/posts'] });
    expect(requests).toHaveLength(1);
    const screen = new QueryObserver(client, { queryKey: ['/api/posts'] });
    const unsubscribe = screen.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getCurrentResult().status).toBe('error');
    expect(requests).toHaveLength(1);
    unsubscribe();
  });

  it('reports an ended session on a 401 from a query or a mutation, not on other errors', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const client = createQueryClient();
    try {
      stubFetch(() => Response.json({ message: 'Not yours' }, { status: 403 }));
      await client.fetchQuery({ queryKey: ['/api/a'] }).catch(() => undefined);
      expect(expired).not.toHaveBeenCalled();

      stubFetch(() => Response.json({ message: 'Please log in to continue' }, { status: 401 }));
      await client.fetchQuery({ queryKey: ['/api/b'] }).catch(() => undefined);
      expect(expired).toHaveBeenCalledTimes(1);

      const mutation = client.getMutationCache().build(client, { mutationFn: getSession });
      await mutation.execute(undefined).catch(() => undefined);
      expect(expired).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });

  it('reports no ended session for a 401 to a call sent before a sign-in or sign-out', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const client = createQueryClient();
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    try {
      const sentBefore = client.fetchQuery({ queryKey: ['/api/a'] }).catch(() => undefined);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      beginSession();
      answer(Response.json({ message: 'Please log in to continue' }, { status: 401 }));
      await sentBefore;
      expect(expired).not.toHaveBeenCalled();

      const sentAfter = client.fetchQuery({ queryKey: ['/api/b'] }).catch(() => undefined);
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      answer(Response.json({ message: 'Please log in to continue' }, { status: 401 }));
      await sentAfter;
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  // Issue 36: offline, then reload, and the resident was signed out. Only our API's own 401 (the
  // JSON `{ message }` of the contract) says the session ended.
  it.each([
    ['offline (fetch fails)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 401 page of a proxy', () => htmlPage(401)],
    ['an empty 401', () => Promise.resolve(new Response('', { status: 401 }))],
    ['a 401 in plain text', () => Promise.resolve(new Response('Unauthorized', { status: 401 }))],
    ["the static host's page instead of the API", () => htmlPage(200)],
  ])('reports no ended session on %s', async (_name, respond) => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const client = createQueryClient();
    try {
      vi.spyOn(globalThis, 'fetch').mockImplementation(respond);
      await expect(client.fetchQuery({ queryKey: sessionKeys.current })).rejects.toThrow();
      const mutation = client.getMutationCache().build(client, { mutationFn: getSession });
      await expect(mutation.execute(undefined)).rejects.toThrow();
      expect(expired).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
