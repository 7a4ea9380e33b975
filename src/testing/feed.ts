import { screen, waitFor, within, type ByRoleOptions } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { server } from '../../mocks/node';

/**
 * A feed once its cards are mounted. The feed mounts the cards in view first and their neighbours
 * a task at a time after, aria-busy meanwhile (WAI-ARIA's feed pattern), so a test that counts or
 * clicks cards waits for that to end.
 */
export async function findSettledFeed(options: ByRoleOptions = {}, timeout = 30_000) {
  const feed = await screen.findByRole('feed', options, { timeout });
  await waitFor(() => expect(feed).not.toHaveAttribute('aria-busy'), { timeout });
  return feed;
}

/** The articles of the settled feed: the tests' one way to the cards of a screen's feed. */
export async function findFeedArticles(options: ByRoleOptions = {}, timeout?: number) {
  return within(await findSettledFeed(options, timeout)).getAllByRole('article');
}

/**
 * Resolves once the mock has answered a GET /api/posts from now on (the refetch after a toggle).
 * The listener goes with the test.
 */
export function postsRefetched(): Promise<void> {
  return new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/posts') resolve();
    };
    server.events.on('response:mocked', listener);
    onTestFinished(() => void server.events.removeListener('response:mocked', listener));
  });
}
