import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectBanner, SLOW } from './legacy-test-utils';

preload(() => import('./legacy-explore-screen'));

describe('/legacy/explore', { timeout: 90_000 }, () => {
  it('shows Today / This Week / This Month, the Suggested Groups grid and Trending Posts', async () => {
    await loginAs(SEED.demoUserId);
    const lists = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user } = renderApp('/legacy/explore');
    await screen.findByRole('heading', { level: 1, name: 'Explore' }, { timeout: 60_000 });
    await expectBanner('Explore', '/explore');

    const periods = screen.getByRole('group', { name: 'Time period' });
    expect(
      within(periods)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Today', 'This Week', 'This Month']);
    expect(screen.getByRole('radio', { name: 'This Week' })).toBeChecked();
    // The canonical tabs are not part of the older screen.
    expect(screen.queryByRole('tab', { name: 'Popular Posts' })).not.toBeInTheDocument();

    const groups = await screen.findByRole('region', { name: 'Suggested Groups' }, SLOW);
    expect(
      await within(groups).findByRole('list', { name: 'Suggested Groups' }, SLOW),
    ).toBeVisible();
    expect(within(groups).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/groups',
    );

    const trending = screen.getByRole('region', { name: 'Trending Posts' });
    expect(within(trending).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/trending',
    );
    const feed = await within(trending).findByRole('feed', { name: 'Popular posts' }, SLOW);
    const [first] = within(feed).getAllByRole('article');
    // The older screen shows the simple card: @username and the three-dot menu.
    expect(first).toHaveTextContent(/@\w+/);
    expect(within(first).getByText('#1 Trending')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^More actions for/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    await waitFor(() =>
      expect(lists.some(({ params }) => params.get('period') === '24h')).toBe(true),
    );
  });
});
