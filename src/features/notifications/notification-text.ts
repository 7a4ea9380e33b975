// What a notification says and where it leads: its post, the follower's profile, or the group.
// Texts are in the language active when they are read (docs/i18n.md): the components showing them
// call useLingui(), so they re-render on a switch. An action follows the actor's name, which the
// item sets in bold ("**Rahul Verma** liked your post"); each action's message says so to the
// translator.
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Notification } from '../../api/types';
import { statusLabel } from '../concerns';
import { truncate } from '../../lib/text';
import { outcomeSentence, REASON_LABELS } from '../reports';

/** The post preview of a notification is cut at 50 characters. */
export const PREVIEW_LENGTH = 50;

/** What a concern notification says after its actor's name (docs/product.md#texts-notifications). */
function concernText(notification: Notification): string {
  const yours = notification.concern?.raisedByMe ?? true;
  const status = notification.concern?.status;
  switch (notification.type) {
    case 'concern_status': {
      if (!status)
        return yours
          ? i18n._(
              msg({
                comment: 'Follows a name in bold: Rahul Verma liked your post',
                message: 'marked your concern with a new status',
              }),
            )
          : i18n._(
              msg({
                comment: 'Follows a name in bold: Rahul Verma liked your post',
                message: 'marked a concern you are following with a new status',
              }),
            );
      // The status word in the language of the page (the lib's table is the server's English).
      const label = statusLabel(status);
      return yours
        ? i18n._(
            msg({
              comment: 'Follows a name in bold: Rahul Verma liked your post',
              message: `marked your concern ${label}`,
            }),
          )
        : i18n._(
            msg({
              comment: 'Follows a name in bold: Rahul Verma liked your post',
              message: `marked a concern you are following ${label}`,
            }),
          );
    }
    case 'concern_response':
      return yours
        ? i18n._(
            msg({
              comment: 'Follows a name in bold: Rahul Verma liked your post',
              message: 'responded to your concern',
            }),
          )
        : i18n._(
            msg({
              comment: 'Follows a name in bold: Rahul Verma liked your post',
              message: 'responded to a concern you are following',
            }),
          );
    case 'concern_assigned': {
      const assignee = notification.concern?.assignee;
      if (!yours)
        return i18n._(
          msg({
            comment: 'Follows a name in bold: Rahul Verma liked your post',
            message: 'assigned you a concern',
          }),
        );
      if (!assignee || assignee.id === notification.actor.id)
        return i18n._(
          msg({
            comment: 'Follows a name in bold: Rahul Verma liked your post',
            message: 'took on your concern',
          }),
        );
      const name = assignee.fullName;
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: `assigned your concern to ${name}`,
        }),
      );
    }
    default:
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: 'marked your concern Resolved',
        }),
      );
  }
}

/** What the item says of several residents affected by one concern, after the newest one's name. */
export function affectedText(others: number): string {
  if (others === 0)
    return i18n._(
      msg({
        comment: 'Follows a name in bold: Rahul Verma liked your post',
        message: 'is affected by your concern',
      }),
    );
  // The count as written today, inside the sentence so that each language can inflect around it.
  const count = String(others);
  return i18n._(
    msg({
      comment: 'Follows a name in bold: Rahul Verma liked your post',
      message: plural(others, {
        one: `and ${count} other are affected by your concern`,
        other: `and ${count} others are affected by your concern`,
      }),
    }),
  );
}

/** The sentence of a concern marked Resolved, to its author: it has no actor's name first. */
export const RESOLVED_TEXT = msg`Your concern was marked Resolved. Is this fixed?`;

/**
 * What the care team's notifications about reports say (docs/product.md#texts-report-outcomes):
 * a whole sentence, with no name first ("We"); the reporter is never named.
 */
export function reportText(notification: Notification): string | null {
  const outcome = notification.report?.outcome;
  switch (notification.type) {
    case 'report_reviewed': {
      const reason = notification.report?.reason;
      // Whole sentences, each translated on its own: the outcome's comes from features/reports.
      const said = outcome ? ` ${outcomeSentence(outcome, notification.post !== null)}` : '';
      const label = reason ? REASON_LABELS[reason] : '';
      const why = reason ? ` ${i18n._(msg`You reported it as: ${label}.`)}` : '';
      return `${i18n._(msg`We reviewed your report.`)}${said}${why}`;
    }
    case 'post_removed':
      return i18n._(msg`The care team removed your post.`);
    case 'author_warned':
      return notification.post
        ? i18n._(msg`The care team warned you about your post.`)
        : i18n._(msg`The care team sent you a warning.`);
    case 'appeal_decided':
      return outcome === 'restored'
        ? i18n._(msg`Your post was restored after a second look.`)
        : i18n._(msg`After a second look, your post stays removed.`);
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
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: 'liked your post',
        }),
      );
    case 'comment':
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: 'commented on your post',
        }),
      );
    case 'repost':
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: 'reposted your post',
        }),
      );
    case 'follow':
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: 'started following you',
        }),
      );
    case 'mention':
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: 'mentioned you in a post',
        }),
      );
    case 'join': {
      const group = notification.group;
      // A join of a private group is a request waiting for the admin, who gets this notification.
      if (!group)
        return i18n._(
          msg({
            comment: 'Follows a name in bold: Rahul Verma liked your post',
            message: 'joined your group',
          }),
        );
      const name = group.name;
      return group.isPrivate
        ? i18n._(
            msg({
              comment: 'Follows a name in bold: Rahul Verma liked your post',
              message: `asked to join ${name}`,
            }),
          )
        : i18n._(
            msg({
              comment: 'Follows a name in bold: Rahul Verma liked your post',
              message: `joined ${name}`,
            }),
          );
    }
    default:
      return i18n._(
        msg({
          comment: 'Follows a name in bold: Rahul Verma liked your post',
          message: 'sent you a notification',
        }),
      );
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
  if (entry.type === 'concern_resolved') return { name: null, action: i18n._(RESOLVED_TEXT) };
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
