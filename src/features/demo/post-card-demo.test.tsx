import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 60_000 };

preload(() => import('./post-card-demo-screen'));

const section = (name: string) => screen.getByRole('region', { name });
/** The rich and the simple card of a state, in that order. */
const pair = (name: string) => within(section(name)).getAllByRole('article');

describe('/demo-post-card', { timeout: 90_000 }, () => {
  it('shows each state in the rich and the simple card, side by side', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/demo-post-card');
    await screen.findByRole('heading', { level: 1, name: 'Post card demo' }, SLOW);
    const states = ['Default', 'Liked', 'Reposted', 'With image', 'Missing data', 'Logged out'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(states);
    for (const state of states) {
      const [rich, simple] = pair(state);
      // The rich card has its own Report button; the simple one shows @username and the menu.
      expect(within(rich).getByRole('button', { name: 'Report' })).toBeInTheDocument();
      expect(within(simple).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
      expect(within(simple).getByRole('button', { name: /^More actions for/ })).toBeInTheDocument();
    }
    expect(pair('Default')[1]).toHaveTextContent('@priya_sharma');

    for (const card of pair('Liked')) {
      expect(within(card).getByRole('button', { name: 'Like 13' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    for (const card of pair('Reposted')) {
      expect(within(card).getByRole('button', { name: 'Repost 3' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    for (const card of pair('With image')) {
      expect(card.querySelector('img[src="/images/posts/elevator.svg"]')).not.toBeNull();
      expect(card).toHaveTextContent('Builder-Wide');
    }

    const [rich, simple] = pair('Missing data');
    for (const card of [rich, simple]) {
      expect(within(card).getByRole('link', { name: 'Unknown' })).toBeInTheDocument();
      expect(card).toHaveTextContent('Unknown Society');
      expect(within(card).getByText('U')).toBeInTheDocument();
      for (const name of ['Like 0', 'Comment 0', 'Repost 0']) {
        expect(within(card).getByRole('button', { name })).toBeInTheDocument();
      }
    }
    expect(simple).toHaveTextContent('@unknown');

    for (const card of pair('Logged out')) {
      for (const name of [/^Like/, /^Comment/, /^Repost/]) {
        expect(within(card).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
      }
      expect(within(card).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    }
  });

  it('toggles only the card: counts move by one and nothing is sent', async () => {
    await loginAs(SEED.demoUserId);
    const requests = recordRequests();
    const { user } = renderApp('/demo-post-card');
    await screen.findByRole('heading', { level: 1, name: 'Post card demo' }, SLOW);
    const [rich, simple] = pair('Default');

    await user.click(within(simple).getByRole('button', { name: 'Like 12' }));
    expect(within(simple).getByRole('button', { name: 'Like 13' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The other card of the same post keeps its own state.
    expect(within(rich).getByRole('button', { name: 'Like 12' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(rich).getByRole('button', { name: 'Repost 2' }));
    expect(within(rich).getByRole('button', { name: 'Repost 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(pair('Liked')[1]).getByRole('button', { name: 'Like 13' }));
    expect(within(pair('Liked')[1]).getByRole('button', { name: 'Like 12' })).toBeInTheDocument();

    // The simple card's menu opens the real Report Post dialog; submitting there sends nothing.
    await user.click(within(simple).getByRole('button', { name: /^More actions for/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' }, SLOW);
    expect(dialog).toHaveAccessibleDescription('Nothing is sent from the demo page.');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or unwanted content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Nothing is sent from the demo page.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Report Post' })).toBeNull();
    const sent = requests.filter((request) => request.method !== 'GET');
    expect(sent).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('opens for a visitor too, every card logged out', async () => {
    renderApp('/demo-post-card');
    await screen.findByRole('heading', { level: 1, name: 'Post card demo' }, SLOW);
    expect(
      screen.getByText('You are not signed in, so every card shows the logged-out state.'),
    ).toBeInTheDocument();
    for (const card of pair('Default')) {
      expect(within(card).getByRole('button', { name: 'Like 12' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
  });
});
