// Fault matrix, own profile (/profile and its tabs): each tab's list under every signed-in fault
// shows its text with 'Try again' and recovers; the header stays, drawn from the stored user.
// (401 is the session-expiry-screens suite's.)
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preload } from '../testing/preload';
import { firstArticle, runScreenFaults, SLOW, type ScreenCase } from '../testing/screen-faults';
import { loadProfileScreen } from '../features/profile';

preload(loadProfileScreen);

const cases: ScreenCase[] = [
  {
    name: 'posts tab',
    path: '/profile',
    error: 'Failed to load posts. Please try again.',
    loaded: () => firstArticle('Your posts'),
  },
  {
    name: 'saved tab',
    path: '/profile?tab=saved',
    error: 'Failed to load saved posts. Please try again.',
    loaded: () => firstArticle('Saved posts'),
  },
  {
    name: 'groups tab',
    path: '/profile?tab=groups',
    error: 'Failed to load your groups. Please try again.',
    loaded: () => screen.findByRole('list', { name: 'Your groups' }, SLOW),
  },
  {
    name: 'settings tab (blocked users)',
    path: '/profile?tab=settings',
    error: 'Failed to load blocked users. Please try again.',
    loaded: () => screen.findByRole('button', { name: /^Unblock / }, SLOW),
  },
];

describe('own profile under every fault', { timeout: 120_000 }, () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_, item) => {
    const failed = await runScreenFaults(item);
    expect(failed).toContain('getUser');
    // The resident's own header never gives way to the error.
    expect(screen.getByRole('heading', { level: 1, name: 'Aarav Mehta' })).toBeVisible();
  });
});
