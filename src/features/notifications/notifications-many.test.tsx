// A resident with thousands of notifications (docs/product.md#notifications): each tab shows its
// newest 50, then 50 more on request; rendered at once, 2,000 froze a phone for seconds.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { countItems } from '../../lib/notification-grouping';
import { formatCount } from '../../lib/text';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { addOldLikes } from './many-notifications-test-utils';
import { atNoon, demoNotifications, NOON, panel, SLOW } from './notifications-test-utils';
import { NOTIFICATIONS_AT_ONCE } from './shown-notifications';

beforeEach(atNoon);
afterEach(() => vi.useRealTimers());

describe('many notifications', { timeout: 60_000 }, () => {
  it('shows 50 at a time, moving the focus to the first one added', async () => {
    addOldLikes(130, NOON);
    const all = countItems(demoNotifications());
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/notifications');
    const more = await screen.findByRole('button', { name: 'Show More Notifications' }, SLOW);

    expect(panel().getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_AT_ONCE);
    expect(panel().getByText(`Showing 50 of ${formatCount(all)}`)).toBeInTheDocument();
    // The tab counts every notification, shown or not.
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveTextContent(String(all));

    await user.click(more);
    const items = panel().getAllByRole('listitem');
    expect(items).toHaveLength(100);
    expect(items[50].querySelector('a')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show More Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Show More Notifications' }));
    expect(panel().getAllByRole('listitem')).toHaveLength(all);
    expect(screen.queryByRole('button', { name: 'Show More Notifications' })).toBeNull();
    expect(screen.queryByText(/^Showing \d+ of/)).toBeNull();
  });

  it('starts each tab again from its newest 50', async () => {
    addOldLikes(130, NOON);
    const likes = demoNotifications().filter((n) => n.type === 'like').length;
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Show More Notifications' }, SLOW));
    expect(panel().getAllByRole('listitem')).toHaveLength(100);

    await user.click(screen.getByRole('tab', { name: /^Likes/ }));
    expect(panel().getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_AT_ONCE);
    expect(panel().getByText(`Showing 50 of ${likes}`)).toBeInTheDocument();
    // Back to All: from its newest 50 again, whatever was shown there before.
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    expect(panel().getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_AT_ONCE);
    // A tab with fewer than 50 shows them all, with no Show More.
    await user.click(screen.getByRole('tab', { name: /^Mentions/ }));
    expect(screen.queryByRole('button', { name: 'Show More Notifications' })).toBeNull();
  });
});
