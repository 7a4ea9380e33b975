// What the care queue's tests share: its requests, and its list as a resident reads it.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { CARE_QUEUE_PAGE_SIZE } from '../../api/concerns';
import { queriesOf, recordRequests, type SentRequest } from '../../testing/record-requests';

export const LOAD = { timeout: 30_000 };

/** Every GET /api/care/queue from now on. */
export const recordQueueRequests = () => recordRequests({ path: '/api/care/queue' });

/**
 * The filters each queue request asked for: its query without the paging, which must be the first
 * page (a change of filters starts the list again).
 */
export const filterQueriesOf = (sent: SentRequest[]) =>
  queriesOf(sent).map((query) => {
    const params = new URLSearchParams(query);
    expect([params.get('limit'), params.get('offset')], query).toEqual([
      String(CARE_QUEUE_PAGE_SIZE),
      '0',
    ]);
    params.delete('limit');
    params.delete('offset');
    return params.size ? `?${params}` : '';
  });

/** The posts of the listed concerns, in order, once the list shows `count` of them, settled. */
export async function listedPostIds(count: number): Promise<number[]> {
  await expect
    .poll(() => {
      const list = screen.queryByRole('list', { name: 'Concerns' });
      if (!list || list.getAttribute('aria-busy') === 'true') return -1;
      return within(list).queryAllByRole('article').length;
    }, LOAD)
    .toBe(count);
  const list = screen.getByRole('list', { name: 'Concerns' });
  return within(list)
    .getAllByRole('link', { name: /^Open concern/ })
    .map((link) => Number(link.getAttribute('href')!.split('/').pop()));
}

/** The row of post `postId`. */
export function rowOf(postId: number): HTMLElement {
  const link = screen
    .getAllByRole('link', { name: /^Open concern/ })
    .find((candidate) => candidate.getAttribute('href') === `/posts/${postId}`);
  expect(link, `the row of post ${postId}`).toBeDefined();
  return link!.closest('article')!;
}
