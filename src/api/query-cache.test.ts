import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateEverywhere } from './query-cache';

interface Thing {
  id: number;
  name: string;
}

const isThing = (value: unknown): value is Thing =>
  typeof value === 'object' && value !== null && 'id' in value && 'name' in value;

const rename = (thing: Thing) => ({ ...thing, name: 'renamed' });

function cacheWith() {
  const queryClient = new QueryClient();
  const one = { id: 1, name: 'one' };
  const two = { id: 2, name: 'two' };
  queryClient.setQueryData(['single'], one);
  queryClient.setQueryData(['list'], [one, two]);
  queryClient.setQueryData<InfiniteData<Thing[]>>(['pages'], {
    pages: [[two], [one]],
    pageParams: [0, 1],
  });
  queryClient.setQueryData(['other'], [two]);
  queryClient.setQueryData(['count'], 3);
  return { queryClient, one, two };
}

describe('updateEverywhere', () => {
  it('updates the item as a value, in lists and in infinite pages', () => {
    const { queryClient } = cacheWith();
    updateEverywhere(queryClient, isThing, 1, rename);
    expect(queryClient.getQueryData(['single'])).toEqual({ id: 1, name: 'renamed' });
    expect(queryClient.getQueryData(['list'])).toEqual([
      { id: 1, name: 'renamed' },
      { id: 2, name: 'two' },
    ]);
    expect(queryClient.getQueryData<InfiniteData<Thing[]>>(['pages'])?.pages).toEqual([
      [{ id: 2, name: 'two' }],
      [{ id: 1, name: 'renamed' }],
    ]);
  });

  it('keeps the identity of untouched items, pages and queries', () => {
    const { queryClient, two } = cacheWith();
    const other = queryClient.getQueryData(['other']);
    const firstPage = queryClient.getQueryData<InfiniteData<Thing[]>>(['pages'])!.pages[0];
    updateEverywhere(queryClient, isThing, 1, rename);
    expect(queryClient.getQueryData<Thing[]>(['list'])![1]).toBe(two);
    expect(queryClient.getQueryData<InfiniteData<Thing[]>>(['pages'])!.pages[0]).toBe(firstPage);
    expect(queryClient.getQueryData(['other'])).toBe(other);
    expect(queryClient.getQueryData(['count'])).toBe(3);
  });

  it('leaves values the type check rejects alone, and the rollback restores the cache', () => {
    const { queryClient, one } = cacheWith();
    queryClient.setQueryData(['lookalike'], { id: 1 });
    const rollback = updateEverywhere(queryClient, isThing, 1, rename);
    expect(queryClient.getQueryData(['lookalike'])).toEqual({ id: 1 });
    rollback();
    expect(queryClient.getQueryData(['single'])).toEqual(one);
    expect(queryClient.getQueryData<Thing[]>(['list'])![0]).toEqual(one);
  });

  it('rolls back only that item, keeping what changed meanwhile', () => {
    const { queryClient, one } = cacheWith();
    const rollback = updateEverywhere(queryClient, isThing, 1, rename);
    updateEverywhere(queryClient, isThing, 2, (thing) => ({ ...thing, name: 'changed later' }));
    rollback();
    expect(queryClient.getQueryData(['list'])).toEqual([one, { id: 2, name: 'changed later' }]);
    expect(queryClient.getQueryData<InfiniteData<Thing[]>>(['pages'])?.pages).toEqual([
      [{ id: 2, name: 'changed later' }],
      [one],
    ]);
  });
});
