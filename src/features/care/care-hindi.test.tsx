// The care team's queue and Reports tab in Hindi (issue 33, docs/i18n.md): headings, tabs, filters,
// statuses and counts in Hindi; the posts, names, titles and societies' names as written.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { makeQueueManager, makeSampleQueue } from '../../testing/care-queue';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { LOAD } from './care-test-utils';
import { loadCareQueueScreen, loadCareReportsScreen } from '.';

preload(loadCareQueueScreen, loadCareReportsScreen);

describe('the care queue, in Hindi', { timeout: 60_000 }, () => {
  it('shows the queue in Hindi, the statuses and counts too', async () => {
    makeSampleQueue();
    await loginAs(makeQueueManager());
    await activateLanguage('hi');
    renderApp('/care');
    await screen.findByRole('heading', { level: 1, name: 'केयर कतार' }, LOAD);
    // Whom the manager serves, in Hindi; the society's name is never translated.
    expect(screen.getByText('Vasundhara Greens की देखरेख')).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'केयर टीम' });
    expect(within(tabs).getByRole('link', { name: 'समस्याएँ' })).toBeVisible();
    expect(within(tabs).getByRole('link', { name: 'रिपोर्ट' })).toBeVisible();
    const counts = within(await screen.findByRole('list', { name: 'स्टेटस के हिसाब से समस्याएँ' }, LOAD))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(counts.slice(0, 4)).toEqual(['खुली1', 'स्वीकार की गई1', 'काम जारी1', 'हल हो गई0']);
    expect(screen.getByRole('combobox', { name: 'स्टेटस' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'सबसे ज़्यादा प्रभावित' })).toBeChecked();

    const list = await screen.findByRole('list', { name: 'समस्याएँ' }, LOAD);
    const links = await within(list).findAllByRole('link', { name: /^समस्या खोलें: / }, LOAD);
    expect(links.length).toBeGreaterThan(0);
    expect(within(list).getAllByText(/^\d+ निवासी प्रभावित$/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1, name: 'Care queue' })).toBeNull();
  });

  it('shows the Reports tab in Hindi, the reporters and the post as written', async () => {
    await loginAs(SEED.careManagerId);
    await activateLanguage('hi');
    renderApp('/care/reports');
    const heading = await screen.findByRole('heading', { name: 'Sneha Patil की पोस्ट' }, LOAD);
    const item = heading.closest('article')!;
    expect(within(item).getByText('2 निवासियों ने रिपोर्ट किया')).toBeVisible();
    expect(within(item).getByText(/^Aarav Mehta ने, .+ पहले$/)).toBeVisible();
    expect(within(item).getByRole('button', { name: 'रहने दें' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'पोस्ट हटाएँ' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'लेखक को चेतावनी दें' })).toBeVisible();
  });
});
