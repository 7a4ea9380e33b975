import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { visibleFeedPosts } from '../../../mocks/store';
import { findFeedArticles } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectBanner, SLOW, tabTexts } from './legacy-test-utils';

preload(() => import('./old-home-screen'));

const cards = () => findFeedArticles({}, SLOW.timeout);

describe('/old-home', { timeout: 90_000 }, () => {
  it('shows All Concerns with the post count, Following (12) and Builder-Wide (8)', async () => {
    await loginAs(SEED.demoUserId);
    const lists = recordRequests({ method: 'GET', path: '/api/posts' });
    const { user } = renderApp('/old-home');
    await screen.findByRole('textbox', { name: 'Share a concern or update' }, { timeout: 60_000 });
    await expectBanner('Home', '/home');
    // The simple composer: its counter starts at 280.
    expect(screen.getByText('280 characters left')).toBeInTheDocument();

    const total = visibleFeedPosts(SEED.demoUserId).length;
    await screen.findByRole('tab', { name: new RegExp(`^All Concerns\\s*${total}$`) }, SLOW);
    expect(tabTexts('Feed')).toEqual([`All Concerns${total}`, 'Following12', 'Builder-Wide8']);

    const [first] = await cards();
    expect(first).toHaveTextContent(/@\w+/);
    expect(within(first).getByRole('button', { name: /^More actions for/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Builder-Wide/ }));
    const builderWide = await cards();
    expect(
      lists.some(
        ({ params }) => params.get('filter') === 'all' && params.get('builderWide') === 'true',
      ),
    ).toBe(true);
    for (const card of builderWide) expect(card).toHaveTextContent('Builder-Wide');
    // The fixed sample count stays whatever the list holds (docs/product.md#counts).
    expect(screen.getByRole('tab', { name: /^Builder-Wide/ })).toHaveTextContent('8');

    await user.click(screen.getByRole('tab', { name: /^Following/ }));
    await cards();
    expect(lists.some(({ params }) => params.get('filter') === 'following')).toBe(true);
  });
});
