import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Stack } from '../../components/card';
import { ShownOfAll } from '../../components/shown-of-all';
import { tabStops } from '../../components/tab-stops';
import type { NotificationEntry } from './notification-groups';
import { NotificationList } from './notification-list';

/**
 * How many notifications of a tab show at first, and how many more each Show More adds: a
 * resident's year of likes and comments is thousands, and rendered at once they froze a phone
 * for seconds.
 */
export const NOTIFICATIONS_AT_ONCE = 50;

/**
 * A tab's notifications, the newest `NOTIFICATIONS_AT_ONCE` first, then more on request; another
 * tab starts again from its newest. After Show More the focus moves to the first notification it
 * added, as the button may be gone.
 */
export function ShownNotifications({
  tab,
  notifications,
  onMarkRead,
}: {
  tab: string;
  notifications: NotificationEntry[];
  onMarkRead: (notification: NotificationEntry) => void;
}) {
  // Kept with the tab it was asked for in: a switch of tab starts again, without a remount (the
  // list's items stay in place), and coming back to a tab starts again too.
  const [asked, setAsked] = useState({ tab, count: NOTIFICATIONS_AT_ONCE });
  // Set during the render: React renders again at once, before anything of this one shows.
  if (asked.tab !== tab) setAsked({ tab, count: NOTIFICATIONS_AT_ONCE });
  const { count } = asked;
  const listRef = useRef<HTMLDivElement>(null);
  // The item to take the focus once it shows: the first that Show More added.
  const focusItem = useRef<number | null>(null);
  useEffect(() => {
    const item = focusItem.current;
    if (item === null) return;
    focusItem.current = null;
    const added = listRef.current?.querySelectorAll('li')[item];
    if (added) tabStops(added)[0]?.focus();
  }, [count]);

  const shownItems = notifications.slice(0, count);
  const showMore = () => {
    focusItem.current = shownItems.length;
    setAsked({ tab, count: count + NOTIFICATIONS_AT_ONCE });
  };
  return (
    <Stack $gap={4}>
      <div ref={listRef}>
        <NotificationList notifications={shownItems} onMarkRead={onMarkRead} />
      </div>
      {shownItems.length < notifications.length && (
        <ShownOfAll shown={shownItems.length} all={notifications.length}>
          <Button variant="outline" onClick={showMore}>
            <Trans>Show More Notifications</Trans>
          </Button>
        </ShownOfAll>
      )}
    </Stack>
  );
}
