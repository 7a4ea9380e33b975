import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { listTrendingHashtags, search } from './discovery';
import { captureRequest, itSendsExactly } from './openapi/wire';

describe('discovery requests', () => {
  itSendsExactly([
    {
      name: 'listTrendingHashtags',
      call: () => listTrendingHashtags('month'),
      method: 'GET',
      url: '/api/hashtags/trending?period=month',
    },
    {
      name: 'listTrendingHashtags with a limit',
      call: () => listTrendingHashtags('24h', 5),
      method: 'GET',
      url: '/api/hashtags/trending?period=24h&limit=5',
    },
    {
      name: 'search',
      call: () => search('water & power'),
      method: 'GET',
      url: '/api/search?q=water+%26+power',
    },
  ]);

  it('lets a search be cancelled: the signal goes with the request', async () => {
    const controller = new AbortController();
    const request = await captureRequest(() => search('tank', controller.signal));
    expect(request.signal).toBe(controller.signal);
  });

  it('finds trending tags and search results in the mock backend, signed out', async () => {
    const tags = await listTrendingHashtags('month', 5);
    expect(tags).toHaveLength(5);
    expect(tags.map((tag) => tag.trending)).toEqual([true, true, true, false, false]);
    const counts = tags.map((tag) => tag.postCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const results = await search('greens');
    expect(results.societies.map((society) => society.id)).toContain(SEED.demoSocietyId);
    expect(await search('')).toEqual({ users: [], societies: [], hashtags: [], groups: [] });
  });
});
