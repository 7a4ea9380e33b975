import { NotificationsView } from './notifications-view';

/**
 * /notifications: the canonical screen with the six live-count tabs
 * (docs/product.md#older-variants).
 */
export default function NotificationsScreen() {
  return <NotificationsView />;
}
