// What a report's outcome says to residents (docs/product.md#texts-report-outcomes): in My reports,
// in the reporter's and the author's notifications, and on a removed post's page. Each text is in
// the language active where it is read (docs/i18n.md).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportState } from '../../api/types';
import { translatedLabels } from '../../lib/i18n/translated-labels';

/** The state of a report in My reports. */
export const STATE_LABELS = translatedLabels<ReportState>({
  under_review: msg`Under review`,
  kept: msg`Kept`,
  removed: msg`Removed`,
  warned: msg`Author warned`,
  restored: msg`Restored`,
});

/** The outcome in plain words, of a post or (no post) of an account. */
export function outcomeSentence(state: ReportState, aboutPost: boolean): string {
  switch (state) {
    case 'under_review':
      return i18n._(msg`The care team is looking at it.`);
    case 'kept':
      return aboutPost
        ? i18n._(msg`The post was kept: it does not break the community rules.`)
        : i18n._(msg`The account was kept: it does not break the community rules.`);
    case 'removed':
      return i18n._(msg`The post was removed.`);
    case 'warned':
      return aboutPost
        ? i18n._(msg`The author was warned.`)
        : i18n._(msg`The resident was warned.`);
    default:
      return i18n._(msg`The post was restored after a second look.`);
  }
}

export const REMOVED_MESSAGE = msg`This post was removed by the care team`;

/** "This post was removed by the care team", in the current language. */
export const removedText = () => i18n._(REMOVED_MESSAGE);
