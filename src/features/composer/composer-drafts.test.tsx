import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { composerBox, composerRegion, openFeedComposer } from './composer-test-utils';

const draftKey = `draft:post:${SEED.demoUserId}:feed`;

describe('composer drafts survive failures, reloads and leaving', { timeout: 60_000 }, () => {
  it('restores the text and the society after a reload', async () => {
    const { user, box, region, unmount } = await openFeedComposer();
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Society' }),
      'Vasundhara Heights - Mumbai',
    );
    await user.click(box);
    await user.paste('Half a thought about parking');
    unmount();

    renderApp('/home');
    expect(await composerBox()).toHaveValue('Half a thought about parking');
    expect(within(await composerRegion()).getByRole('combobox', { name: 'Society' })).toHaveValue(
      '2',
    );
  });

  it('restores a builder-wide draft and ignores corrupted or hostile values', async () => {
    localStorage.setItem(
      draftKey,
      JSON.stringify({ content: 'For everyone', scope: 'builder-wide', societyId: '<img src=x>' }),
    );
    await loginAs(SEED.demoUserId);
    const first = renderApp('/home');
    expect(await composerBox()).toHaveValue('For everyone');
    expect(
      within(await composerRegion()).getByRole('radio', { name: 'Builder-Wide' }),
    ).toBeChecked();
    first.unmount();

    for (const stored of [
      '{not json',
      JSON.stringify({ content: { toString: 'x' }, scope: 42 }),
      '[1,2]',
      'null',
    ]) {
      localStorage.setItem(draftKey, stored);
      const { unmount } = renderApp('/home');
      expect(await composerBox()).toHaveValue('');
      expect(localStorage.getItem(draftKey)).toBeNull();
      unmount();
    }
  });

  it('asks before leaving with an unsent draft: Stay keeps you, Leave goes, the draft is kept', async () => {
    const { user, box, router } = await openFeedComposer();
    await user.click(box);
    await user.paste('Do not lose me');
    // Feed tabs only change the query: no question.
    await user.click(screen.getByRole('tab', { name: 'My Society' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const exploreLink = () =>
      within(screen.getByRole('navigation', { name: 'Main (mobile)' })).getByRole('link', {
        name: 'Explore',
      });
    await user.click(exploreLink());
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(box).toHaveValue('Do not lose me');

    await user.click(exploreLink());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await expect.poll(() => router.state.location.pathname).toBe('/explore');
    expect(JSON.parse(localStorage.getItem(draftKey)!)).toMatchObject({
      content: 'Do not lose me',
    });
  });

  it('lets you leave without asking when there is no draft', async () => {
    const { user, router } = await openFeedComposer();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main (mobile)' })).getByRole('link', {
        name: 'Explore',
      }),
    );
    await expect.poll(() => router.state.location.pathname).toBe('/explore');
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).not.toBeInTheDocument();
  });
});
