import { NotificationsView } from './notifications-view';

/** /notifications: the canonical screen with the six live-count tabs (DECISIONS §1). */
export default function NotificationsScreen() {
  return <NotificationsView />;
}
