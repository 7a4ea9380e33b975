// What a notification says and where it leads: its post, the follower's profile, or the group.
import type { Notification } from '../../api/types';
import { STATUS_LABELS } from '../../lib/concerns';
import { truncate } from '../../lib/text';
import { outcomeSentence, REASON_LABELS } from '../reports';

/** The post preview of a notification is cut at 50 characters. */
export const PREVIEW_LENGTH = 50;

/** What a concern notification says after its actor's name (docs/product.md#texts-notifications). */
function concernText(notification: Notification): string {
  const yours = notification.concern?.raisedByMe ?? true;
  const which = yours ? 'your concern' : 'a concern you are following';
  const status = notification.concern?.status;
  switch (notification.type) {
    case 'concern_status':
      return `marked ${which} ${status ? STATUS_LABELS[status] : 'with a new status'}`;
    case 'concern_response':
      return `responded to ${which}`;
    case 'concern_assigned': {
      const assignee = notification.concern?.assignee;
      if (!yours) return 'assigned you a concern';
      if (!assignee || assignee.id === notification.actor.id) return 'took on your concern';
      return `assigned your concern to ${assignee.fullName}`;
    }
    default:
      return 'marked your concern Resolved';
  }
}

/** What the item says of several residents affected by one concern, after the newest one's name. */
export function affectedText(others: number): string {
  if (others === 0) return 'is affected by your concern';
  return `and ${others} ${others === 1 ? 'other' : 'others'} are affected by your concern`;
}

/** The sentence of a concern marked Resolved, to its author: it has no actor's name first. */
export const RESOLVED_TEXT = 'Your concern was marked Resolved. Is this fixed?';

/**
 * What the care team's notifications about reports say (docs/product.md#texts-report-outcomes):
 * a whole sentence, with no name first ("We"); the reporter is never named.
 */
export function reportText(notification: Notification): string | null {
  const outcome = notification.report?.outcome;
  switch (notification.type) {
    case 'report_reviewed': {
      const reason = notification.report?.reason;
      const said = outcome ? ` ${outcomeSentence(outcome, notification.post !== null)}` : '';
      return `We reviewed your report.${said}${reason ? ` You reported it as: ${REASON_LABELS[reason]}.` : ''}`;
    }
    case 'post_removed':
      return 'The care team removed your post.';
    case 'author_warned':
      return notification.post
        ? 'The care team warned you about your post.'
        : 'The care team sent you a warning.';
    case 'appeal_decided':
      return outcome === 'restored'
        ? 'Your post was restored after a second look.'
        : 'After a second look, your post stays removed.';
    default:
      return null;
  }
}

/** "liked your post", "asked to join Pune Parents Network", ... */
export function actionText(notification: Notification): string {
  switch (notification.type) {
    case 'concern_affected':
      return affectedText(0);
    case 'concern_status':
    case 'concern_response':
    case 'concern_assigned':
    case 'concern_resolved':
      return concernText(notification);
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

/**
 * What an item says: the actor's name (none for "Is this fixed?") and what they did; an item of
 * several "affected" notifications names the newest resident and counts the others.
 */
export function itemSentence(entry: Notification & { members?: readonly Notification[] }): {
  name: string | null;
  action: string;
} {
  if (entry.type === 'concern_resolved') return { name: null, action: RESOLVED_TEXT };
  const report = reportText(entry);
  if (report) return { name: null, action: report };
  if (entry.type === 'concern_affected')
    return { name: entry.actor.fullName, action: affectedText((entry.members?.length ?? 1) - 1) };
  return { name: entry.actor.fullName, action: actionText(entry) };
}

/** The text quoted under an item: a comment, or a concern's response, note or reason. */
export const quotedText = (notification: Notification): string | null =>
  notification.type === 'comment' ||
  notification.type.startsWith('concern_') ||
  notification.type === 'post_removed' ||
  notification.type === 'author_warned'
    ? notification.comment
    : null;

/** The post for post notifications, the group for joins, the actor's profile otherwise. */
export function notificationHref(notification: Notification): string {
  if (notification.type === 'join' && notification.group) return `/group/${notification.group.id}`;
  // A report's outcome without a post (a report of an account): the reporter's own list.
  if (notification.type === 'report_reviewed' && !notification.post)
    return '/profile?tab=settings#my-reports';
  if (notification.type === 'author_warned' && !notification.post) return '/profile';
  if (notification.type !== 'follow' && notification.post) return `/posts/${notification.post.id}`;
  return `/profile/${notification.actor.id}`;
}

export function postPreview(notification: Notification): string | null {
  // A removed post's words are withheld (empty): nothing to preview.
  return notification.post?.content ? truncate(notification.post.content, PREVIEW_LENGTH) : null;
}
