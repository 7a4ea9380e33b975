import { msg } from '@lingui/core/macro';
import {
  REPORT_REASONS,
  type Id,
  type Post,
  type ReportReason,
  type UserSummary,
} from '../../api/types';
import { draftKey, draftText, isRecord, readDraft } from '../../lib/drafts';
import { translatedLabels } from '../../lib/i18n/translated-labels';

/** What is reported: a post (its author is the reported user) or a user. */
export type ReportTarget = { type: 'post'; post: Post } | { type: 'user'; user: UserSummary };

/**
 * The reasons and how the dialog names them (docs/product.md#texts-report-dialog), in the language
 * active where they are read.
 */
export const REASON_LABELS = translatedLabels<ReportReason>({
  spam: msg`Spam or unwanted content`,
  harassment: msg`Harassment or bullying`,
  inappropriate: msg`Inappropriate content`,
  misinformation: msg`False information`,
  privacy: msg`Privacy violation`,
  other: msg`Other`,
});

export const DETAILS_MAX_LENGTH = 1000;

export interface ReportValues {
  reason: ReportReason | '';
  description: string;
}

export const EMPTY_REPORT: ReportValues = { reason: '', description: '' };

/** The reported post (or null) and the reported user: a post's author, or the user. */
export function reportedIds(target: ReportTarget): { postId: Id | null; userId: Id } {
  return target.type === 'post'
    ? { postId: target.post.id, userId: target.post.author?.id ?? target.post.authorId }
    : { postId: null, userId: target.user.id };
}

/** One draft per reporter and reported post or user. */
export function reportDraftKey(reporterId: Id, target: ReportTarget): string {
  return target.type === 'post'
    ? draftKey('report', reporterId, 'post', target.post.id)
    : draftKey('report', reporterId, 'user', target.user.id);
}

function parseReportDraft(value: unknown): ReportValues | null {
  if (!isRecord(value)) return null;
  const reason = REPORT_REASONS.find((known) => known === value.reason) ?? '';
  const description = draftText(value.description, DETAILS_MAX_LENGTH * 2);
  return reason || description.trim() ? { reason, description } : null;
}

export function readReportDraft(key: string): ReportValues {
  return readDraft(key, parseReportDraft) ?? EMPTY_REPORT;
}
