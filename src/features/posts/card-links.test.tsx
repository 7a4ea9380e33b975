// A card's ways to its post's page (its time, and "Track this concern" on a concern), and the
// labels that count from now, which keep counting while the page stays open.
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { visibleFeedPosts } from '../../../mocks/store';
import { makeConcern } from '../../testing/concerns';
import { findFeedArticles } from '../../testing/feed';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { ConcernStatusLine } from '../concerns';
import { TimeAgo } from '../../components/time-ago';

const SLOW = { timeout: 30_000 };

afterEach(() => vi.useRealTimers());

describe("a card's links to its post's page", { timeout: 60_000 }, () => {
  it("lead from a concern's card on the feed to its page, by its time and by Track this concern", async () => {
    // The feed's first post, made a concern: the first card, in view.
    const postId = makeConcern(visibleFeedPosts(SEED.demoUserId)[0].id, { category: 'lift' });
    await loginAs(SEED.demoUserId);
    const { user, router } = renderApp('/home');
    const [card] = await findFeedArticles({ name: 'All Concerns posts' }, 30_000);
    const track = within(card).getByRole('link', { name: 'Track this concern' });
    expect(track).toHaveAttribute('href', `/posts/${postId}`);
    const time = card.querySelector('time')!;
    expect(time.closest('a')).toHaveAttribute('href', `/posts/${postId}`);

    await user.click(track);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Response clock' }, SLOW),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/posts/${postId}`);
    // On its own page the card links to itself by neither.
    const own = screen.getByRole('article');
    expect(within(own).queryByRole('link', { name: 'Track this concern' })).toBeNull();
    expect(own.querySelector('time')!.closest('a')).toBeNull();
  });
});

describe('labels that count from now', () => {
  it('turn with the minute while the page stays open', async () => {
    const start = new Date('2026-11-28T10:00:30Z').getTime();
    vi.useFakeTimers({ now: start, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const raised = new Date(start - 30_000).toISOString();
    renderWithProviders(
      <MemoryRouter>
        <TimeAgo at={raised} />
        <ConcernStatusLine
          concern={{
            postId: 1,
            category: 'lift',
            place: null,
            status: 'open',
            statusSince: raised,
            affectedCount: 1,
            affectedByMe: false,
            deadline: null,
            escalationLevel: 1,
            autoClosesAt: null,
            rating: null,
            assignee: null,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('a few seconds ago')).toBeVisible();
    expect(screen.getByText('Open for a few seconds')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));

    expect(screen.getByText('3 minutes ago')).toBeVisible();
    expect(screen.getByText('Open for 3 minutes')).toBeVisible();
  });
});
