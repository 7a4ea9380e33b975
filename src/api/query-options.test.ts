// The reads' query options: the key of their module's factory with their own request, Load More's
// paging, and a feature's behaviour wrapped around the request. A plain QueryClient runs them: the
// app's client would GET the key's path by itself (defaultQueryFn) even with no queryFn at all.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commentsQueryOptions } from './comments';
import { groupKeys, groupPagesQueryOptions } from './groups';
import { expectWire, stubFetch } from './openapi/wire';
import { postKeys } from './posts';
import { wrapRequest } from './query-options';
import { societiesQueryOptions, societyKeys } from './societies';
import type { Group } from './types';

describe('societiesQueryOptions', () => {
  it('names societyKeys.all and sends GET /api/societies', async () => {
    const options = societiesQueryOptions();
    expect(options.queryKey).toEqual(societyKeys.all);
    const requests = stubFetch(() => Response.json([{ id: 1, name: 'Vasundhara Greens' }]));
    const client = new QueryClient();
    const societies = await client.fetchQuery(options);
    expect(requests).toHaveLength(1);
    expectWire(requests[0], { method: 'GET', url: '/api/societies' });
    expect(client.getQueryData(societyKeys.all)).toBe(societies);
  });
});

describe('groupPagesQueryOptions (Load More)', () => {
  it('asks for page after page while they come full, and stops after a short one', async () => {
    const pages = [[{ id: 1 }, { id: 2 }], [{ id: 3 }, { id: 4 }], [{ id: 5 }]];
    const requests = stubFetch(() => Response.json(pages[requests.length - 1]));
    const options = groupPagesQueryOptions({ filter: 'public' }, 2);
    expect(options.queryKey).toEqual(groupKeys.list({ filter: 'public', limit: 2 }));
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 5 });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/groups?filter=public&limit=2&offset=0',
      '/api/groups?filter=public&limit=2&offset=2',
      '/api/groups?filter=public&limit=2&offset=4',
    ]);
    expect(data.pages).toEqual(pages);
  });
});

describe('wrapRequest', () => {
  it('lets the wrap answer for a failed request, under the same key', async () => {
    stubFetch(() => Response.json({ message: 'Not found' }, { status: 404 }));
    const options = wrapRequest(commentsQueryOptions(7), (request) => request().catch(() => null));
    expect(options.queryKey).toEqual(postKeys.comments(7));
    const client = new QueryClient();
    expect(await client.fetchQuery(options)).toBeNull();
    expect(client.getQueryState(postKeys.comments(7))?.status).toBe('success');
  });

  it("keeps an infinite query's paging and hands the wrap each page's offset", async () => {
    stubFetch(() => Response.json({ message: 'Not found' }, { status: 404 }));
    const offsets: number[] = [];
    const options = wrapRequest(groupPagesQueryOptions({}, 2), (request, { pageParam }) => {
      offsets.push(pageParam);
      // A sample of the same type: paging then still reads it.
      return request().catch(() => [pageParam, pageParam + 1].map((id) => ({ id }) as Group));
    });
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 2 });
    expect(offsets).toEqual([0, 2]);
    expect(data.pages.flat().map((group) => group.id)).toEqual([0, 1, 2, 3]);
  });
});
