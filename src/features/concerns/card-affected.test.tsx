// "Affects me too" on a concern's card (docs/product.md#concerns): pressed and counted at once,
// taken back the same way, put back with the server's words when refused; offered only to those
// the server lets say it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { makeConcern } from '../../testing/concerns';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };
const marked = (postId: number) =>
  db.affected.findFirst({
    where: { postId: { equals: postId }, userId: { equals: SEED.demoUserId } },
  });

async function openCard(postId: number, userId = SEED.demoUserId) {
  await loginAs(userId);
  const app = renderApp(`/posts/${postId}`);
  const card = await screen.findByRole('article', {}, SLOW);
  return { ...app, card };
}

describe('Affects me too', { timeout: 60_000 }, () => {
  it('counts the resident in, and out again when taken back', async () => {
    const postId = makeConcern(SEED.othersPostId, { category: 'lift' });
    const before = 1 + db.affected.count({ where: { postId: { equals: postId } } });
    const { user, card } = await openCard(postId);
    const button = within(card).getByRole('button', { name: 'Affects me too' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(within(card).getByText(`${before + 1} residents affected`)).toBeVisible();
    await waitFor(() => expect(marked(postId)).not.toBeNull());
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Affects me too' })).toBeEnabled(),
    );
    await user.click(within(card).getByRole('button', { name: 'Affects me too' }));
    await waitFor(() => expect(marked(postId)).toBeNull());
    expect(
      await within(card).findByText(
        `${before} ${before === 1 ? 'resident' : 'residents'} affected`,
      ),
    ).toBeVisible();
  });

  it('puts the count back with the server message when refused', async () => {
    const postId = makeConcern(SEED.othersPostId, { category: 'lift' });
    server.use(
      http.post('/api/posts/:id/affected', () =>
        HttpResponse.json(
          { message: 'Only residents of its society can say it affects them' },
          { status: 403 },
        ),
      ),
    );
    const { user, card } = await openCard(postId);
    const count = within(card).getByText(/residents? affected/).textContent;
    await user.click(within(card).getByRole('button', { name: 'Affects me too' }));
    expect(
      await screen.findByText('Only residents of its society can say it affects them'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByText(/residents? affected/)).toHaveTextContent(count!),
    );
    expect(within(card).getByRole('button', { name: 'Affects me too' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(marked(postId)).toBeNull();
  });

  it("is not offered on one's own concern, another society's, or a closed one", async () => {
    const own = makeConcern(SEED.demoPostId, { category: 'water' });
    const { card, unmount } = await openCard(own);
    expect(within(card).getByText(/affected/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Affects me too' })).toBeNull();
    unmount();
    const closed = makeConcern(SEED.othersPostId, { category: 'lift', status: 'closed' });
    const second = await openCard(closed);
    expect(within(second.card).queryByRole('button', { name: 'Affects me too' })).toBeNull();
    second.unmount();
    // The demo user's society is 1; a resident of society 2 may not join it.
    const elsewhere = await openCard(own, SEED.otherSocietyResidentId);
    expect(within(elsewhere.card).queryByRole('button', { name: 'Affects me too' })).toBeNull();
  });
});
