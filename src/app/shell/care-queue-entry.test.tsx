// Issue 31: the care queue is an entry of the sidebar and the bottom bar for the care team only;
// residents' navigation is as before.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { makeQueueManager } from '../../testing/care-queue';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const LOAD = { timeout: 30_000 };
const BARS = ['Main', 'Main (mobile)'];

/**
 * The entries of both bars by their text. jsdom applies no media query, so one of them is always
 * hidden and has no accessible name: the bars are found by their label attribute.
 */
function entriesOf(label: string) {
  const links = document.querySelectorAll(`nav[aria-label="${label}"] a`);
  return [...links].map((link) => [link.textContent, link.getAttribute('href')]);
}

async function openHome() {
  renderApp('/home');
  await screen.findByRole('heading', { level: 1, name: 'Home' }, LOAD);
}

describe('the Care queue entry', { timeout: 60_000 }, () => {
  it('is in both bars for the care team, before Profile', async () => {
    await loginAs(makeQueueManager());
    await openHome();
    expect(entriesOf('Main').map(([text]) => text)).toEqual([
      'Home',
      'Explore',
      'Groups',
      expect.stringMatching(/^Notifications/),
      'Care queue',
      'Profile',
    ]);
    // Five entries on a phone: Groups is left to Explore.
    expect(entriesOf('Main (mobile)').map(([text]) => text)).toEqual([
      'Home',
      'Explore',
      expect.stringMatching(/^Notifications/),
      'Care queue',
      'Profile',
    ]);
    for (const label of BARS) expect(entriesOf(label)).toContainEqual(['Care queue', '/care']);
  });

  it('marks the entry current on the queue', async () => {
    await loginAs(makeQueueManager());
    renderApp('/care?status=open');
    await screen.findByRole('heading', { level: 1, name: 'Care queue' }, LOAD);
    for (const label of BARS) {
      const entry = document.querySelector(`nav[aria-label="${label}"] a[href="/care"]`);
      expect(entry).toHaveAttribute('aria-current', 'page');
    }
  });

  it('is not there for a resident, whose bars are the same five entries', async () => {
    await loginAs(SEED.demoUserId);
    await openHome();
    for (const label of BARS) {
      expect(entriesOf(label).map(([, href]) => href)).not.toContain('/care');
    }
    expect(entriesOf('Main').map(([, href]) => href)).toEqual([
      '/home',
      '/explore',
      '/groups',
      '/notifications',
      '/profile',
    ]);
    expect(entriesOf('Main (mobile)').map(([, href]) => href)).toEqual([
      '/home',
      '/explore',
      '/groups',
      '/notifications',
      '/profile',
    ]);
  });
});
