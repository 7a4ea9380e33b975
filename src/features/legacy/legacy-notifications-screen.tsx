import { useLingui } from '@lingui/react/macro';
import { NotificationsView } from '../notifications';
import { LegacyBanner } from './legacy-banner';
import { LEGACY_NOTIFICATION_COUNTS, LEGACY_NOTIFICATION_TABS } from './legacy-variants';

/** /legacy/notifications: tabs All, Unread and Mentions with the fixed counts 7, 2 and 1. */
export default function LegacyNotificationsScreen() {
  const { t } = useLingui();
  return (
    <>
      <LegacyBanner screen={t`Notifications`} to="/notifications" />
      <NotificationsView tabs={LEGACY_NOTIFICATION_TABS} counts={LEGACY_NOTIFICATION_COUNTS} />
    </>
  );
}
