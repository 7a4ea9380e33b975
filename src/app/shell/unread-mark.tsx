import { useLingui } from '@lingui/react/macro';
import { CountBadge } from '../../components/badge';
import { useUnreadCount } from '../../features/notifications';

/**
 * ", 3 unread" after a link's label for a screen reader ("Notifications, 3 unread") and the number
 * in a badge. `hiddenLabel` is the label of a link that shows only an icon (the top bar's bell),
 * written in the same text so the name reads as one ("Notifications, 3 unread", not two pieces a
 * browser may space apart). It reads the count itself, so a new count renders this mark alone,
 * not the bar around it.
 */
export function UnreadMark({ hiddenLabel = '' }: { hiddenLabel?: string }) {
  const unread = useUnreadCount();
  const { t } = useLingui();
  const spoken = `${hiddenLabel}${unread ? `, ${t`${unread} unread`}` : ''}`;
  return (
    <>
      {spoken && <span className="visually-hidden">{spoken}</span>}
      {unread ? <CountBadge aria-hidden>{unread}</CountBadge> : null}
    </>
  );
}
