// Fault matrix, the older screens (/legacy/*, /old-home): under every signed-in fault each shows
// its text with 'Try again', never a blank page, and recovers. (401: session-expiry-screens.)
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstArticle, runScreenFaults, SLOW, type ScreenCase } from '../testing/screen-faults';

const POSTS_ERROR = 'Failed to load posts. Please try again.';

const cases: ScreenCase[] = [
  { name: 'legacy home', path: '/legacy/home', error: POSTS_ERROR, loaded: firstArticle },
  { name: 'old home', path: '/old-home', error: POSTS_ERROR, loaded: firstArticle },
  {
    name: 'legacy explore',
    path: '/legacy/explore',
    error: /^Failed to load (trending hashtags|posts|groups)\. Please try again\.$/,
    loaded: async () => (await screen.findAllByRole('article', {}, SLOW))[0],
  },
  {
    name: 'legacy groups',
    path: '/legacy/groups',
    error: 'Failed to load groups. Please try again.',
    loaded: async () => (await screen.findAllByRole('heading', { level: 3 }, SLOW))[0],
  },
  {
    name: 'legacy notifications',
    path: '/legacy/notifications',
    error: 'Failed to load notifications. Please try again.',
    loaded: async () => (await screen.findAllByRole('button', { name: /Mark as read/ }, SLOW))[0],
  },
];

describe('older screens under every fault', { timeout: 120_000 }, () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_, item) => {
    await runScreenFaults(item);
    // The banner pointing to the current screen stays through every fault.
    expect(screen.getByRole('link', { name: /^Go to the current / })).toBeVisible();
  });
});
