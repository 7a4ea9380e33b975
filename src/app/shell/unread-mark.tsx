import { CountBadge } from '../../components/badge';
import { useUnreadCount } from '../../features/notifications/use-unread-count';

/**
 * ", 3 unread" after a link's visible label ("Notifications, 3 unread" for a screen reader) and
 * the number in a badge; nothing while there is none. It reads the count itself, so a new count
 * renders this mark alone, not the bar around it.
 */
export function UnreadMark() {
  const unread = useUnreadCount();
  if (!unread) return null;
  return (
    <>
      <span className="visually-hidden">, {unread} unread</span>
      <CountBadge aria-hidden>{unread}</CountBadge>
    </>
  );
}
