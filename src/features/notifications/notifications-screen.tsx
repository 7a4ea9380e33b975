import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by Notifications (issue 5).
export default function NotificationsScreen() {
  return <PlaceholderScreen name="Notifications" />;
}
