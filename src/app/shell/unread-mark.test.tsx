// A new unread count renders the marks that show it, not the bars around them (issue 10: the
// count lands on every signed-in load, and again whenever a notification is read).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { notificationKeys } from '../../api/notifications';
import { recordCardRenders } from '../../testing/card-renders';
import { findFeedArticles } from '../../testing/feed';
import { preloadFeed } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preloadFeed();

const unreadOf = (recipientId: number) =>
  db.notification.findMany({
    where: { recipientId: { equals: recipientId }, read: { equals: false } },
  });

describe('the unread mark', () => {
  it('renders alone when the count changes', async () => {
    const viewer = await loginAs(SEED.demoUserId);
    const unread = unreadOf(viewer.id);
    expect(unread.length).toBeGreaterThan(1);
    const { queryClient } = renderApp('/home');
    await findFeedArticles();
    const links = await screen.findAllByRole('link', {
      name: `Notifications, ${unread.length} unread`,
    });
    // The top bar's and the sidebar's (the bottom bar shows below medium width only).
    expect(links).toHaveLength(2);
    const renders = recordCardRenders({ names: true });
    db.notification.update({ where: { id: { equals: unread[0].id } }, data: { read: true } });
    await queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(viewer.id) });
    await waitFor(() => {
      for (const link of links)
        expect(link).toHaveAccessibleName(`Notifications, ${unread.length - 1} unread`);
    });

    // The marks rendered (each a component and its badge), the bars around them did not (some
    // eighty components); other parts of the page may still be settling, so they are not counted.
    const rendered = renders.outsideNames().map((name) => name.split('@')[0]);
    // One mark per bar: the bottom bar's too, there but hidden at this width.
    expect(rendered.filter((name) => name === 'UnreadMark')).toHaveLength(3);
    for (const bar of ['TopBar', 'SidebarNav', 'BottomBar']) expect(rendered).not.toContain(bar);
    expect(renders.cards()).toEqual([]);
  });
});
