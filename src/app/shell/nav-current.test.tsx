// Issue 36: Profile in the bottom bar and the sidebar leads to the resident's own page, so it is
// the current entry there and nowhere else: not while a neighbour's profile is open.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { lightTheme } from '../../theme/tokens';
import { userRow } from '../../features/profile/profile-test-utils';
import { loadProfileScreen } from '../../features/profile';

preload(loadProfileScreen);

const SLOW = { timeout: 30_000 };

/**
 * The Profile entry of the bottom bar and of the sidebar. jsdom applies no media query, so one of
 * them is always hidden and has no accessible name: both are found by their label attribute.
 */
function profileEntries() {
  const entries = ['Main (mobile)', 'Main'].map((label) =>
    document.querySelector(`nav[aria-label="${label}"] a[href="/profile"]`),
  );
  for (const entry of entries) expect(entry).toHaveTextContent('Profile');
  return entries as HTMLElement[];
}

/** Current for assistive technology and in looks: the primary colour marks the current entry. */
function expectCurrent(entry: HTMLElement, current: boolean) {
  if (current) {
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(entry).toHaveStyle({ color: lightTheme.colors.primary });
  } else {
    expect(entry).not.toHaveAttribute('aria-current');
    expect(entry).not.toHaveStyle({ color: lightTheme.colors.primary });
  }
}

async function openProfileOf(path: string, fullName: string) {
  renderApp(path, { readColour: true });
  await screen.findByRole('heading', { level: 1, name: fullName }, SLOW);
}

describe('the Profile entry of the bars', { timeout: 60_000 }, () => {
  const neighbour = () => userRow(SEED.neighbourId);
  const me = () => userRow(SEED.demoUserId);

  it.each([
    ['by id', () => `/profile/${SEED.neighbourId}`],
    ['by @username', () => `/profile/@${neighbour().username}`],
  ])("is not current on someone else's profile (%s)", async (_, path) => {
    await loginAs(SEED.demoUserId);
    await openProfileOf(path(), neighbour().fullName);
    for (const entry of profileEntries()) expectCurrent(entry, false);
  });

  it.each([
    ['/profile', () => '/profile'],
    ['/profile/{own id}', () => `/profile/${SEED.demoUserId}`],
    ['/profile/@{own username}, in other case', () => `/profile/@${me().username.toUpperCase()}`],
  ])('is current on the own profile at %s', async (_, path) => {
    await loginAs(SEED.demoUserId);
    await openProfileOf(path(), me().fullName);
    for (const entry of profileEntries()) expectCurrent(entry, true);
  });
});
