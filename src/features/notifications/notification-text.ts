// What a notification says and where it leads: its post, the follower's profile, or the group.
import type { Notification } from '../../api/types';
import { truncate } from '../../lib/text';

/** The post preview of a notification is cut at 50 characters. */
export const PREVIEW_LENGTH = 50;

/** "liked your post", "asked to join Pune Parents Network", ... */
export function actionText(notification: Notification): string {
  switch (notification.type) {
    case 'like':
      return 'liked your post';
    case 'comment':
      return 'commented on your post';
    case 'repost':
      return 'reposted your post';
    case 'follow':
      return 'started following you';
    case 'mention':
      return 'mentioned you in a post';
    case 'join': {
      const name = notification.group?.name ?? 'your group';
      // A join of a private group is a request waiting for the admin, who gets this notification.
      return notification.group?.isPrivate ? `asked to join ${name}` : `joined ${name}`;
    }
    default:
      return 'sent you a notification';
  }
}

/** The post for post notifications, the group for joins, the actor's profile otherwise. */
export function notificationHref(notification: Notification): string {
  if (notification.type === 'join' && notification.group) return `/group/${notification.group.id}`;
  if (notification.type !== 'follow' && notification.post) return `/posts/${notification.post.id}`;
  return `/profile/${notification.actor.id}`;
}

export function postPreview(notification: Notification): string | null {
  return notification.post ? truncate(notification.post.content, PREVIEW_LENGTH) : null;
}
