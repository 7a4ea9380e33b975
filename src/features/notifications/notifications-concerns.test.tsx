// The concern notifications on the screen (docs/product.md#notifications): their texts, and the
// "affected" ones of one concern as one item, which marks all its notifications read at once.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { FILTERS } from './notification-filters';
import {
  atNoon,
  demoNotifications,
  fullNameOf,
  panel,
  shellLinks,
  SLOW,
} from './notifications-test-utils';

beforeEach(atNoon);
afterEach(() => vi.useRealTimers());

const MANAGER = 'Sanjay Patwardhan';

/** The item that reads `text` (from its start) and links to post `postId`. */
async function itemAbout(text: string, postId: number) {
  const links = await screen.findAllByRole('link', { name: new RegExp(`^${text}`) }, SLOW);
  const link = links.find((candidate) => candidate.getAttribute('href') === `/posts/${postId}`);
  expect(link, `${text} on ${postId}`).toBeDefined();
  return link!.closest('li')!;
}
/** The demo user's "affected" notifications of their water concern, newest first. */
const affectedOfWater = () =>
  demoNotifications()
    .filter((n) => n.type === 'concern_affected' && n.postId === SEED.demoPostId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

describe('concern notifications', { timeout: 60_000 }, () => {
  it('says what the care team did to the concern, yours or one you follow', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    const response = await itemAbout(`${MANAGER} responded to your concern`, SEED.demoPostId);
    const answer = demoNotifications().find(
      (n) => n.type === 'concern_response' && n.postId === SEED.demoPostId,
    )!;
    expect(within(response).getByText(answer.comment!)).toBeVisible();
    await itemAbout(`${MANAGER} marked your concern Acknowledged`, SEED.demoPostId);
    await itemAbout(`${MANAGER} took on your concern`, SEED.demoPostId);
    // Ananya's concern, which the demo user said affects them.
    const theirs = SEED.affectedConcernId;
    await itemAbout(`${MANAGER} marked a concern you are following In progress`, theirs);
    await itemAbout(`${MANAGER} responded to a concern you are following`, theirs);
  });

  it('asks the author "Is this fixed?" of a resolved concern, with the note, linking to it', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    const item = await itemAbout(
      'Your concern was marked Resolved\\. Is this fixed\\?',
      SEED.demoResolvedConcernId,
    );
    const note = demoNotifications().find(
      (n) => n.type === 'concern_resolved' && n.postId === SEED.demoResolvedConcernId,
    )!.comment!;
    expect(within(item).getByText(note)).toBeVisible();
    expect(within(item).getByText('New')).toBeVisible();
  });

  it('shows the residents affected by a concern as one item, named by the newest', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/notifications');
    const [newest, ...others] = affectedOfWater();
    const text = `${fullNameOf(newest.actorId)} and ${others.length} others are affected by your concern`;
    const item = await itemAbout(text, SEED.demoPostId);
    // One item per concern.
    const concernsAffected = new Set(
      demoNotifications()
        .filter((n) => n.type === 'concern_affected')
        .map((n) => n.postId),
    );
    expect(screen.getAllByRole('link', { name: /affected by your concern/ })).toHaveLength(
      concernsAffected.size,
    );
    // The older affected concern of the demo user has one resident.
    const [single] = demoNotifications().filter(
      (n) => n.type === 'concern_affected' && n.postId === SEED.demoReopenedConcernId,
    );
    await itemAbout(
      `${fullNameOf(single.actorId)} is affected by your concern`,
      SEED.demoReopenedConcernId,
    );
    // Counted once: under All, and under Unread while one of them is unread.
    await user.click(screen.getByRole('tab', { name: new RegExp(`^${FILTERS.unread.label}`) }));
    const unreadItem = within(
      panel()
        .getByRole('link', { name: new RegExp(text) })
        .closest('li')!,
    );
    expect(unreadItem.getByText('New')).toBeVisible();
    expect(within(item).getByText('New')).toBeVisible();
  });

  it('marks every notification of a grouped item read at once, lowering the count by one', async () => {
    const members = affectedOfWater();
    for (const member of members)
      db.notification.update({ where: { id: { equals: member.id } }, data: { read: false } });
    await loginAs(SEED.demoUserId);
    const calls = recordRequests({ method: 'POST' });
    const { user } = renderApp('/notifications');
    const item = await itemAbout(
      '.* and \\d+ others are affected by your concern',
      SEED.demoPostId,
    );
    expect(screen.getByText(`${SEED.unreadNotifications} unread`)).toBeVisible();

    await user.click(within(item).getByRole('button', { name: /^Mark as read/ }));

    expect(await screen.findByText(`${SEED.unreadNotifications - 1} unread`)).toBeVisible();
    expect(within(item).queryByText('New')).toBeNull();
    await vi.waitFor(
      () => expect(shellLinks(SEED.unreadNotifications - 1).length).toBeGreaterThan(0),
      SLOW,
    );
    expect(calls.map((call) => call.path).sort()).toEqual(
      members.map((member) => `/api/notifications/${member.id}/read`).sort(),
    );
    expect(affectedOfWater().every((n) => n.read)).toBe(true);
  });
});
