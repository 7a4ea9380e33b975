import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectBanner, SLOW, tabTexts } from './legacy-test-utils';

preload(() => import('./legacy-groups-screen'));

describe('/legacy/groups', { timeout: 90_000 }, () => {
  it('shows the older tabs All, Joined and Suggested with their counts', async () => {
    await loginAs(SEED.demoUserId);
    const lists = recordRequests({ method: 'GET', path: '/api/groups' });
    const { user } = renderApp('/legacy/groups');
    await screen.findByRole('heading', { level: 1, name: 'Groups' }, { timeout: 60_000 });
    await expectBanner('Groups', '/groups');

    await screen.findByRole('tab', { name: /^All\s*\d+$/ }, SLOW);
    const [all, joined, suggested] = tabTexts('Group filters').map((text) =>
      Number(text!.replace(/\D/g, '')),
    );
    expect(tabTexts('Group filters').map((text) => text!.replace(/\d/g, ''))).toEqual([
      'All',
      'Joined',
      'Suggested',
    ]);
    expect(joined + suggested).toBe(all);

    await user.click(screen.getByRole('tab', { name: /^Suggested/ }));
    const panel = screen.getByRole('tabpanel');
    await within(panel).findAllByRole('article', {}, SLOW);
    expect(lists.some(({ params }) => params.get('filter') === 'suggested')).toBe(true);
    // Suggested lists the groups the resident has not joined: each offers Join or Request.
    for (const card of within(panel).getAllByRole('article')) {
      expect(within(card).queryByRole('button', { name: /Leave/ })).not.toBeInTheDocument();
    }
  });
});
