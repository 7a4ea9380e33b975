// A like re-renders only its own post card (issue 10), and its toggle is unavailable, but keeps its
// focus and pressed state, while the call is on its way (issue 11). Renders are counted with a
// commit recorder that maps each rendered component to the post card it sits in: counts, not timings.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { recordCardRenders, recordFromQuiet } from '../../testing/card-renders';
import { holdOperation } from '../../testing/faults';
import { findFeedArticles, postsRefetched } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preload(() => import('./feed-screen'));

const SLOW = { timeout: 30_000 };
const likeOf = (card: HTMLElement) => within(card).getByRole('button', { name: /^Like/ });

async function feedCards() {
  const cards = await findFeedArticles({}, SLOW.timeout);
  expect(cards.length).toBeGreaterThan(3);
  return cards;
}

/** The id of the post a card shows, from the db, by its text. */
function postIdOf(card: HTMLElement) {
  const post = db.post
    .getAll()
    .find((candidate) => card.textContent?.includes(candidate.content.slice(0, 60)));
  return String(post!.id);
}

describe('a like on the feed', { timeout: 120_000 }, () => {
  it('re-renders only the liked card, through the optimistic state and the refetch', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const cards = await feedCards();
    const card = cards.find(
      (candidate) => likeOf(candidate).getAttribute('aria-pressed') === 'false',
    )!;
    const before = Number(likeOf(card).textContent?.replace(/\D+/g, ''));
    const renders = recordCardRenders();

    const refetched = postsRefetched();
    await user.click(likeOf(card));
    await refetched;
    await waitFor(() => expect(likeOf(card)).not.toHaveAttribute('aria-disabled'));
    expect(likeOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(likeOf(card)).toHaveAccessibleName(`Like ${before + 1}`);

    // The liked card rendered (its pressed state, the call, the answer); no other card did.
    expect(renders.cards()).toEqual([card.getAttribute('aria-labelledby')]);
  });

  it('keeps the Like toggle focused and pressed but unavailable while its call is pending', async () => {
    const viewer = await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const card = (await feedCards()).find(
      (candidate) => likeOf(candidate).getAttribute('aria-pressed') === 'false',
    )!;
    const postId = Number(postIdOf(card));
    const likes = () =>
      db.like.count({ where: { postId: { equals: postId }, userId: { equals: viewer.id } } });
    const held = holdOperation('likePost');

    likeOf(card).focus();
    await user.keyboard(' ');
    // Pressed at once (optimistic), aria-disabled while pending, and still focused.
    expect(likeOf(card)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(held.count).toBe(1));
    expect(likeOf(card)).toHaveAttribute('aria-disabled', 'true');
    expect(likeOf(card)).toHaveFocus();
    await user.keyboard(' ');
    await user.click(likeOf(card));
    expect(likeOf(card)).toHaveAttribute('aria-pressed', 'true');

    held.release();
    await waitFor(() => expect(likeOf(card)).not.toHaveAttribute('aria-disabled'));
    expect(held.count).toBe(1);
    expect(likes()).toBe(1);
    expect(likeOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(likeOf(card)).toHaveFocus();
  });

  it('paints the pressed state first, and starts the call after that frame', async () => {
    await loginAs(SEED.demoUserId);
    const { queryClient } = renderApp('/home');
    const card = (await feedCards()).find(
      (candidate) => likeOf(candidate).getAttribute('aria-pressed') === 'false',
    )!;
    const mutations = () => queryClient.getMutationCache().getAll().length;

    fireEvent.click(likeOf(card));
    // Within the click: the pressed state, and no call yet (it would delay the paint).
    expect(likeOf(card)).toHaveAttribute('aria-pressed', 'true');
    expect(mutations()).toBe(0);
    await waitFor(() => expect(mutations()).toBe(1));
    await waitFor(() => expect(likeOf(card)).not.toHaveAttribute('aria-disabled'));
    expect(likeOf(card)).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders nothing when the focus moves from card to card (a tap focuses a button first)', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/home');
    const [first, second] = await feedCards();
    const renders = await recordFromQuiet();

    likeOf(first).focus();
    likeOf(second).focus();
    likeOf(second).blur();
    await new Promise((done) => setTimeout(done, 100));
    expect(renders.commits()).toBe(0);
  });
});
