import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the older notifications (issue 6).
export default function LegacyNotificationsScreen() {
  return <PlaceholderScreen name="Notifications (older version)" />;
}
