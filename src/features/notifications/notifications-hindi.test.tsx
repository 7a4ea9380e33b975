// The notifications screen in Hindi (docs/i18n.md#testing-in-hindi): headings, tabs and what
// happened in Hindi, with the residents' names as written and times in Hindi.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { countItems } from '../../lib/notification-grouping';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { atNoon, demoNotifications, findItem, panel } from './notifications-test-utils';

beforeEach(atNoon);
afterEach(() => vi.useRealTimers());

describe('the notifications screen in Hindi', { timeout: 60_000 }, () => {
  it('says what happened in Hindi under Hindi day headings, names as written', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    const item = await findItem('Priya Sharma ने आपकी पोस्ट पर टिप्पणी की');

    expect(screen.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
    expect(screen.getByText(`${SEED.unreadNotifications} अपठित`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ मार्क करें' })).toBeEnabled();
    const headings = panel()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual(['आज', 'कल', 'इस हफ़्ते', '11 नव. 2026']);
    expect(item).toHaveTextContent(/मिनट पहले|घंटे पहले/);

    const rows = demoNotifications();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(0, 2)).toEqual([
      `सभी${countItems(rows)}`,
      `अपठित${countItems(rows.filter((n) => !n.read))}`,
    ]);
    const unread = countItems(rows.filter((n) => !n.read));
    expect(panel().getAllByText('नई')).toHaveLength(unread);
    expect(panel().getAllByRole('button', { name: /^पढ़ा हुआ मार्क करें: / })).toHaveLength(unread);
    const follow = await findItem('Divya Krishnan ने आपको फ़ॉलो करना शुरू किया');
    expect(within(follow).queryByText('नई')).toBeNull();
    expect(screen.queryByText(/commented on your post|Mark all as read/)).toBeNull();
  });
});
