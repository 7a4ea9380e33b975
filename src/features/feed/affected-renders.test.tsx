// "Affects me too" re-renders only its own post card, as a like does (issue 34): counts, not
// timings, with the commit recorder of like-renders.test.tsx.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { recordCardRenders } from '../../testing/card-renders';
import { holdOperation } from '../../testing/faults';
import { makeConcern } from '../../testing/concerns';
import { findFeedArticles, postsRefetched } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preload(() => import('./feed-screen'));

const affectsOf = (card: HTMLElement) =>
  within(card).queryByRole('button', { name: /^Affects me too/ });

/**
 * The two newest posts the demo resident may say affect them (a neighbour's, or builder-wide), made
 * concerns reopened three days ago: both past their deadline to be resolved, both on the first
 * screen.
 */
function twoOverdueConcerns() {
  const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
  const newest = db.post
    .getAll()
    .filter(
      (post) =>
        post.groupId === null &&
        (post.isBuilderWide || post.societyId === SEED.demoSocietyId) &&
        post.authorId !== SEED.demoUserId,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 2);
  for (const post of newest) {
    makeConcern(post.id, { category: 'lift' });
    db.concern.update({
      where: { id: { equals: post.id } },
      data: { status: 'reopened', statusSince: threeDaysAgo, reopenedAt: threeDaysAgo },
    });
  }
}

describe('"Affects me too" on the feed', { timeout: 120_000 }, () => {
  it('re-renders only its card, through the optimistic state, the answer and the refetch', async () => {
    twoOverdueConcerns();
    await loginAs(SEED.demoUserId);
    const { user, queryClient } = renderApp('/home');
    const cards = await findFeedArticles({}, 30_000);
    const concerns = cards.filter((card) => affectsOf(card));
    // The other overdue concern is on screen too: a refetch must leave it as it was.
    expect(concerns).toHaveLength(2);
    const [card] = concerns;
    const renders = recordCardRenders();

    const refetched = postsRefetched();
    await user.click(affectsOf(card)!);
    await refetched;
    await waitFor(() => expect(affectsOf(card)).not.toHaveAttribute('aria-disabled'));
    // The refetched posts are in the cache and rendered: nothing more can change.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(affectsOf(card)).toHaveAttribute('aria-pressed', 'true');

    expect(renders.cards()).toEqual([card.getAttribute('aria-labelledby')]);
  });

  it('paints the mark first, and starts the call after that frame', async () => {
    twoOverdueConcerns();
    await loginAs(SEED.demoUserId);
    const { queryClient } = renderApp('/home');
    const [card] = (await findFeedArticles({}, 30_000)).filter((candidate) => affectsOf(candidate));
    const countOf = () => within(card).getByText(/residents? affected/).textContent;
    const before = countOf();
    const mutations = () => queryClient.getMutationCache().getAll().length;

    fireEvent.click(affectsOf(card)!);
    // Within the click: the mark and the count, and no call yet (it would delay the paint).
    expect(affectsOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(countOf()).not.toBe(before);
    expect(mutations()).toBe(0);
    await waitFor(() => expect(mutations()).toBe(1));
    await waitFor(() => expect(affectsOf(card)).not.toHaveAttribute('aria-disabled'));
    expect(affectsOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(countOf()).not.toBe(before);
  });

  it('keeps the focus and the mark, unavailable, while its call is on its way', async () => {
    twoOverdueConcerns();
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const [card] = (await findFeedArticles({}, 30_000)).filter((candidate) => affectsOf(candidate));
    const held = holdOperation('markAffected');

    affectsOf(card)!.focus();
    await user.keyboard(' ');
    expect(affectsOf(card)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(held.count).toBe(1));
    expect(affectsOf(card)).toHaveAttribute('aria-disabled', 'true');
    expect(affectsOf(card)).toHaveFocus();
    // A second press while it is on its way sends nothing more.
    await user.keyboard(' ');
    expect(affectsOf(card)).toHaveAttribute('aria-pressed', 'true');

    held.release();
    await waitFor(() => expect(affectsOf(card)).not.toHaveAttribute('aria-disabled'));
    expect(held.count).toBe(1);
    expect(affectsOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(affectsOf(card)).toHaveFocus();
  });
});
