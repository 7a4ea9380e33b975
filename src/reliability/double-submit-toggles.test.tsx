// Double submits outside the post card: Follow, Join, Mark as read and Mark all as read. While the
// call is held the button is disabled (or gone, where the change shows at once); two fast clicks
// send one request and leave one record, Follow and Join even when both land before a render.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { SEED } from '../../mocks/seed';
import type { OperationId } from '../../mocks/handlers';
import { holdOperation } from '../testing/faults';
import { preload } from '../testing/preload';
import { renderApp } from '../testing/render-app';
import { loginAs } from '../testing/session';
import { SLOW } from '../testing/screen-faults';
import { expectUnavailable } from './fault-matrix';
import { loadProfileScreen } from '../features/profile';
import { loadGroupDetailScreen } from '../features/groups';
import { loadNotificationsScreen } from '../features/notifications';

preload(loadProfileScreen, loadGroupDetailScreen, loadNotificationsScreen);

const unread = () =>
  db.notification.findMany({
    where: { recipientId: { equals: SEED.demoUserId }, read: { equals: false } },
  }).length;

const cases: Array<{
  name: string;
  path: string;
  call: OperationId;
  button: () => Promise<HTMLElement>;
  /** The records the action writes, as the db counts them. */
  count: () => number;
  /** What one request changes the count by. */
  change: number;
  /**
   * Whether two presses in one task, before anything renders (a double tap on a slow phone),
   * send one request too. Marking read is not held to it: the item's mark is the same sent twice.
   */
  inOneTask: boolean;
}> = [
  {
    name: 'Follow on a profile',
    path: `/profile/${SEED.unfollowedNeighbourId}`,
    call: 'followUser',
    button: () => screen.findByRole('button', { name: 'Follow' }, SLOW),
    count: () =>
      db.follow.count({
        where: {
          followerId: { equals: SEED.demoUserId },
          followingId: { equals: SEED.unfollowedNeighbourId },
        },
      }),
    change: 1,
    inOneTask: true,
  },
  {
    name: 'Join on a group page',
    path: `/groups/${SEED.publicGroupNotJoinedId}`,
    call: 'joinGroup',
    button: async () => (await screen.findAllByRole('button', { name: 'Join' }, SLOW))[0],
    count: () =>
      db.groupMember.count({
        where: {
          groupId: { equals: SEED.publicGroupNotJoinedId },
          userId: { equals: SEED.demoUserId },
        },
      }),
    change: 1,
    inOneTask: true,
  },
  {
    name: 'Mark as read',
    path: '/notifications',
    call: 'markNotificationRead',
    button: async () => (await screen.findAllByRole('button', { name: /^Mark as read/ }, SLOW))[0],
    count: unread,
    change: -1,
    inOneTask: false,
  },
  {
    name: 'Mark all as read',
    path: '/notifications',
    call: 'markAllNotificationsRead',
    button: () => screen.findByRole('button', { name: 'Mark all as read' }, SLOW),
    count: unread,
    change: -SEED.unreadNotifications,
    inOneTask: false,
  },
];

describe('double submits of follow, join and mark read', { timeout: 120_000 }, () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_, item) => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp(item.path);
    const button = await item.button();
    const before = item.count();
    const held = holdOperation(item.call);

    if (item.inOneTask) {
      fireEvent.click(button);
      fireEvent.click(button);
    } else await user.dblClick(button);
    await waitFor(() => expect(held.count).toBe(1));
    expectUnavailable(button);
    if (button.isConnected) await user.click(button);
    held.release();
    await waitFor(() => expect(item.count()).toBe(before + item.change));
    expect(held.count).toBe(1);
  });
});
