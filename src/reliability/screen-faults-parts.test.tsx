// Fault matrix, the parts of a screen that load on their own: the stories strip on /home and the
// posts of a group (/groups/:id). Only that part's call fails; the rest of the screen stays up.
// (401 is the session-expiry-screens suite's.)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { preload, preloadFeed } from '../testing/preload';
import { firstArticle, runScreenFaults, SLOW, type ScreenCase } from '../testing/screen-faults';
import { loadGroupDetailScreen } from '../features/groups';

preloadFeed();
preload(loadGroupDetailScreen);

const cases: Array<ScreenCase & { stays: () => Promise<HTMLElement> }> = [
  {
    name: 'stories strip on /home',
    path: '/home',
    calls: ['listFollowingStories'],
    error: 'Failed to fetch stories',
    loaded: async () =>
      (
        await within(await screen.findByRole('region', { name: 'Stories' }, SLOW)).findAllByRole(
          'button',
          { name: /Priya/ },
          SLOW,
        )
      )[0],
    stays: firstArticle,
  },
  {
    name: 'group posts on /groups/:id',
    path: `/groups/${SEED.joinedGroupId}`,
    calls: ['listGroupPosts'],
    error: 'Failed to load posts. Please try again.',
    loaded: () => firstArticle('Posts in Weekend Cricket League'),
    stays: () =>
      screen.findByRole('textbox', { name: 'Write a post for Weekend Cricket League' }, SLOW),
  },
];

describe('parts of a screen under every fault', { timeout: 120_000 }, () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_, item) => {
    const failed = await runScreenFaults(item);
    expect(new Set(failed)).toEqual(new Set(item.calls));
    expect(await item.stays()).toBeVisible();
  });
});
