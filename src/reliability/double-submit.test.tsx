// Double submits: a second click while a post, a like, a repost or a report is on its way sends
// nothing more, and each pending button is disabled (aria-disabled for the card's toggles, which
// keep the focus). One post, one like, one repost, one report.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { SEED } from '../../mocks/seed';
import type { OperationId } from '../../mocks/handlers';
import { holdOperation } from '../testing/faults';
import { renderApp } from '../testing/render-app';
import { startFeedComposer } from '../features/composer/composer-test-utils';
import { preloadFeed } from '../testing/preload';
import { SLOW } from '../testing/screen-faults';
import { loginAs } from '../testing/session';
import { expectUnavailable } from './fault-matrix';

preloadFeed();
const TEXT = 'Gym treadmill 2 is broken again';

describe('double submits', { timeout: 120_000 }, () => {
  it('creates one post; Posting... is disabled while pending', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const { region, box } = await startFeedComposer(user);
    await user.type(box, TEXT);
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Category' }),
      'Amenities',
    );
    const held = holdOperation('createPost');

    await user.dblClick(within(region).getByRole('button', { name: 'Post' }));
    const pending = await within(region).findByRole('button', { name: 'Posting...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    held.release();
    await waitFor(() =>
      expect(db.post.findMany({ where: { content: { equals: TEXT } } })).toHaveLength(1),
    );
    expect(held.count).toBe(1);
  });

  const toggles: Array<{
    name: string;
    postId: number;
    button: RegExp;
    call: OperationId;
    records: () => unknown[];
  }> = [
    {
      name: 'like',
      postId: SEED.othersPostId,
      button: /^Like/,
      call: 'likePost',
      records: () =>
        db.like.findMany({
          where: { postId: { equals: SEED.othersPostId }, userId: { equals: SEED.demoUserId } },
        }),
    },
    {
      name: 'repost',
      postId: SEED.othersPostId,
      button: /^Repost/,
      call: 'repostPost',
      records: () =>
        db.repost.findMany({
          where: { postId: { equals: SEED.othersPostId }, userId: { equals: SEED.demoUserId } },
        }),
    },
    {
      name: 'affected mark (Affects me too)',
      postId: SEED.openNeighbourConcernId,
      button: /^Affects me too$/,
      call: 'markAffected',
      records: () =>
        db.affected.findMany({
          where: {
            postId: { equals: SEED.openNeighbourConcernId },
            userId: { equals: SEED.demoUserId },
          },
        }),
    },
  ];

  it.each(toggles.map((item) => [item.name, item] as const))(
    'creates one %s for a double click; the toggle is disabled while pending',
    async (_, item) => {
      await loginAs(SEED.demoUserId);
      const { user } = renderApp(`/posts/${item.postId}`);
      const card = await screen.findByRole('article', {}, SLOW);
      const toggle = () => within(card).getByRole('button', { name: item.button });
      expect(item.records()).toHaveLength(0);
      const held = holdOperation(item.call);

      await user.dblClick(toggle());
      await waitFor(() => expect(held.count).toBe(1));
      expect(toggle()).toHaveAttribute('aria-pressed', 'true');
      expectUnavailable(toggle());
      await user.click(toggle());
      held.release();
      await waitFor(() => expect(item.records()).toHaveLength(1));
      expect(held.count).toBe(1);
      expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('creates one report; Submitting... is disabled while pending', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp(`/posts/${SEED.othersPostId}`);
    const card = await screen.findByRole('article', {}, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' }, SLOW);
    await user.click(within(dialog).getByRole('radio', { name: /spam/i }));
    const reports = () =>
      db.report.findMany({
        where: { postId: { equals: SEED.othersPostId }, reporterId: { equals: SEED.demoUserId } },
      });
    const before = reports().length;
    const held = holdOperation('createReport');

    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit Report' }));
    const pending = await within(dialog).findByRole('button', { name: 'Submitting...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    held.release();
    await waitFor(() => expect(reports()).toHaveLength(before + 1));
    expect(held.count).toBe(1);
  });
});
