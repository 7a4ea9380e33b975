import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectBanner, SLOW, tabTexts } from './legacy-test-utils';

preload(() => import('./legacy-notifications-screen'));

describe('/legacy/notifications', { timeout: 90_000 }, () => {
  it('shows All, Unread and Mentions with the fixed counts 7, 2 and 1, and filters by them', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/legacy/notifications');
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 60_000 });
    await expectBanner('Notifications', '/notifications');
    await screen.findByRole('tablist', { name: 'Filter notifications' }, SLOW);
    expect(tabTexts('Filter notifications')).toEqual(['All7', 'Unread2', 'Mentions1']);

    const unread = db.notification
      .getAll()
      .filter((item) => item.recipientId === SEED.demoUserId && !item.read).length;
    await user.click(screen.getByRole('tab', { name: /^Unread/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(unread);

    // Marking one read changes the list, not the older screen's fixed counts.
    await user.click(within(panel).getAllByRole('button', { name: /^Mark as read/ })[0]);
    await screen.findByText(`${unread - 1} unread`, {}, SLOW);
    expect(tabTexts('Filter notifications')).toEqual(['All7', 'Unread2', 'Mentions1']);
  });

  it('keeps its fixed tabs for a resident with no notifications at all', async () => {
    await loginAs(SEED.demoUserId);
    for (const row of db.notification.getAll()) {
      db.notification.delete({ where: { id: { equals: row.id } } });
    }
    renderApp('/legacy/notifications');
    await screen.findByRole('tablist', { name: 'Filter notifications' }, SLOW);
    expect(tabTexts('Filter notifications')).toEqual(['All7', 'Unread2', 'Mentions1']);
    expect(within(screen.getByRole('tabpanel')).getByText(/they'll appear here/)).toBeVisible();
  });
});
