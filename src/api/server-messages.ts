// The server's error messages in the page's language (docs/i18n.md#server-messages). The server
// writes its `{ message }` in English and is not asked to translate it: the app knows the messages
// the contract's backend (the mock, mocks/handlers) gives residents, by status and text, and shows
// its own text for each. A message it does not know is shown as sent in English, and gives way to
// the screen's own text in another language.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from './client';
import { SOURCE_LANGUAGE } from '../lib/i18n/languages';

/** Keyed by `{status} {message}`. */
export const SERVER_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // Signing in and up.
  '401 Please log in to continue': msg`Please log in to continue`,
  '401 Invalid email or password': msg`Invalid email or password`,
  '401 The demo account is not available': msg`The demo account is not available`,
  '409 An account with this email already exists': msg`An account with this email already exists`,
  '409 This username is already taken': msg`This username is already taken`,
  '403 You can only do this for your own account': msg`You can only do this for your own account`,
  // Records that are gone.
  '404 Post not found': msg`Post not found`,
  '404 User not found': msg`User not found`,
  '404 Group not found': msg`Group not found`,
  '404 Story not found': msg`Story not found`,
  '404 Society not found': msg`Society not found`,
  '404 Report not found': msg`Report not found`,
  '404 Notification not found': msg`Notification not found`,
  '403 This notification is not yours': msg`This notification is not yours`,
  // Posts.
  '400 Choose a society or post builder-wide': msg`Choose a society or post builder-wide`,
  '403 You can only attach your own uploads': msg`You can only attach your own uploads`,
  '400 File content does not match its type': msg`File content does not match its type`,
  '413 File is too large (2 MB at most)': msg`File is too large (2 MB at most)`,
  // Likes, reposts and saves: the app takes these for "already done", but a server may say them.
  '409 You already liked this post': msg`You already liked this post`,
  '404 You have not liked this post': msg`You have not liked this post`,
  '409 You already reposted this post': msg`You already reposted this post`,
  '404 You have not reposted this post': msg`You have not reposted this post`,
  '409 You already saved this post': msg`You already saved this post`,
  '404 This post is not in your saved posts': msg`This post is not in your saved posts`,
  // Following and blocking.
  '400 You cannot follow yourself': msg`You cannot follow yourself`,
  '400 You cannot block yourself': msg`You cannot block yourself`,
  '403 You cannot follow this user': msg`You cannot follow this user`,
  '403 Unblock this user to follow them': msg`Unblock this user to follow them`,
  '409 You already follow this user': msg`You already follow this user`,
  '404 You do not follow this user': msg`You do not follow this user`,
  '409 You have already blocked this user': msg`You have already blocked this user`,
  '404 You have not blocked this user': msg`You have not blocked this user`,
  // Groups.
  '403 You need to join this group to see posts.': msg`You need to join this group to see posts.`,
  '403 Only the group admin can do this': msg`Only the group admin can do this`,
  '409 A group with this name already exists': msg`A group with this name already exists`,
  '409 You are already a member of this group': msg`You are already a member of this group`,
  '404 You are not a member of this group': msg`You are not a member of this group`,
  '409 Your request to join this group is pending': msg`Your request to join this group is pending`,
  '409 This user is already a member of this group': msg`This user is already a member of this group`,
  '404 No pending request from this user': msg`No pending request from this user`,
  '409 The group admin cannot leave the group': msg`The group admin cannot leave the group`,
  // Concerns.
  '400 This post is an update, not a concern': msg`This post is an update, not a concern`,
  '403 Only residents of its society can say it affects them': msg`Only residents of its society can say it affects them`,
  '403 You raised this concern: it counts you already': msg`You raised this concern: it counts you already`,
  '409 You already said it affects you': msg`You already said it affects you`,
  '404 You have not said it affects you': msg`You have not said it affects you`,
  "403 Only the care team serving this concern's society can do this": msg`Only the care team serving this concern's society can do this`,
  "400 The assignee must be on the care team serving this concern's society": msg`The assignee must be on the care team serving this concern's society`,
  '403 This page is for the care team': msg`This page is for the care team`,
  "403 Only the care team can change a concern's status": msg`Only the care team can change a concern's status`,
  '403 Only the resident who raised the concern can close or reopen it': msg`Only the resident who raised the concern can close or reopen it`,
  '400 Say why it is not fixed to reopen it': msg`Say why it is not fixed to reopen it`,
  '400 A resolution note is required': msg`A resolution note is required`,
  // Reports and appeals.
  '403 You cannot report yourself': msg`You cannot report yourself`,
  '403 You cannot report your own post': msg`You cannot report your own post`,
  '409 You have already reported this post': msg`You have already reported this post`,
  '409 You have already reported this user': msg`You have already reported this user`,
  '400 A report needs a post or a user': msg`A report needs a post or a user`,
  '403 Only the care team serving this society can decide its reports': msg`Only the care team serving this society can decide its reports`,
  '400 A report of a user has no post to remove: keep it or warn the user': msg`A report of a user has no post to remove: keep it or warn the user`,
  '409 This report is already decided': msg`This report is already decided`,
  '400 Please write a note to the author': msg`Please write a note to the author`,
  '403 Only the author can ask for a review': msg`Only the author can ask for a review`,
  '409 You have already asked for a review of this post': msg`You have already asked for a review of this post`,
  '409 This post has not been removed': msg`This post has not been removed`,
  '404 This post has no appeal': msg`This post has no appeal`,
  '409 This appeal is already decided': msg`This appeal is already decided`,
  "403 Only the care team serving this post's society can decide its appeal": msg`Only the care team serving this post's society can decide its appeal`,
  '403 You removed this post: another care team member decides its appeal': msg`You removed this post: another care team member decides its appeal`,
};

/**
 * The server's `{ message }` of a failed call as the page shows it: the app's own text where it
 * knows the message, the message as sent in English, and null otherwise (no message, or one it
 * does not know while the page is in another language).
 */
export function shownServerMessage(error: unknown): string | null {
  if (!isApiError(error) || error.serverMessage === null) return null;
  const known = SERVER_MESSAGES[`${error.status} ${error.serverMessage}`];
  if (known) return i18n._(known);
  return i18n.locale === SOURCE_LANGUAGE ? error.serverMessage : null;
}

/**
 * The server's `{ message }` for a failed call in the page's language, or the screen's own text
 * (docs/product.md#error-format).
 */
export function messageOf(error: unknown, fallback: string): string {
  return shownServerMessage(error) ?? fallback;
}
