import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import {
  blockExists,
  expectToast,
  followExists,
  sentTo,
  SLOW,
  userRow,
} from './profile-test-utils';

const me = SEED.demoUserId;

describe('report and block on a profile', { timeout: 120_000 }, () => {
  it('blocks after confirming: POST /api/blocks, follows end, their posts disappear', async () => {
    const target = SEED.neighbourId;
    const name = userRow(target).fullName;
    await loginAs(me);
    const sent = recordRequests();
    const { user, router } = renderApp('/home');
    const before = await screen.findByRole('feed', { name: 'All Concerns posts' }, SLOW);
    expect(within(before).getAllByRole('article', { name })[0]).toBeInTheDocument();
    await router.navigate(`/profile/${target}`);
    const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    await screen.findByRole('feed', { name: `Posts by ${name}` }, SLOW);

    await user.click(within(header).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: `Block ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((request) => request.url === '/api/blocks')).toEqual([]);

    await user.click(within(header).getByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Block ${name}?` })).getByRole('button', {
        name: 'Block',
      }),
    );
    const [request] = await sentTo(sent, 'POST', '/api/blocks');
    expect(request.body).toEqual({ blockerId: me, blockedId: target });
    await expectToast('User blocked', `You will no longer see posts by ${name}.`);
    expect(await within(header).findByRole('button', { name: 'Unblock' })).toBeEnabled();
    expect(within(header).queryByRole('button', { name: /^(Un)?follow$/ })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'You have blocked this resident' }),
    ).toBeVisible();
    expect(screen.queryByRole('feed')).toBeNull();

    expect(blockExists(me, target)).toBe(true);
    expect(followExists(me, target)).toBe(false);
    expect(followExists(target, me)).toBe(false);
    // Her posts were in the home feed; the feeds were invalidated and now leave them out.
    await router.navigate('/home');
    const feed = await screen.findByRole('feed', { name: 'All Concerns posts' }, SLOW);
    await waitFor(() => expect(within(feed).queryAllByRole('article', { name })).toEqual([]));
    expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('unblocks from the profile with DELETE /api/blocks', async () => {
    const target = SEED.blockedUserId;
    await loginAs(me);
    const sent = recordRequests();
    const { user } = renderApp(`/profile/${target}`);
    const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    await user.click(await within(header).findByRole('button', { name: 'Unblock' }, SLOW));
    const [request] = await sentTo(sent, 'DELETE', '/api/blocks');
    expect(request.body).toEqual({ blockerId: me, blockedId: target });
    expect(await within(header).findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(blockExists(me, target)).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
  });

  it('opens the Report User dialog for this resident', async () => {
    const target = SEED.otherSocietyResidentId;
    await loginAs(me);
    const { user } = renderApp(`/profile/${target}`);
    const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
    await user.click(within(header).getByRole('button', { name: 'Report User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report User' }, SLOW);
    expect(dialog).toHaveTextContent(`Reporting ${userRow(target).fullName}.`);
  });
});
