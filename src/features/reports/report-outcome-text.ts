// What a report's outcome says to residents (docs/product.md#texts-report-outcomes): in My reports,
// in the reporter's and the author's notifications, and on a removed post's page.
import type { ReportState } from '../../api/types';

/** The state of a report in My reports. */
export const STATE_LABELS: Record<ReportState, string> = {
  under_review: 'Under review',
  kept: 'Kept',
  removed: 'Removed',
  warned: 'Author warned',
  restored: 'Restored',
};

/** The outcome in plain words, of a post or (no post) of an account. */
export function outcomeSentence(state: ReportState, aboutPost: boolean): string {
  const what = aboutPost ? 'post' : 'account';
  switch (state) {
    case 'under_review':
      return 'The care team is looking at it.';
    case 'kept':
      return `The ${what} was kept: it does not break the community rules.`;
    case 'removed':
      return 'The post was removed.';
    case 'warned':
      return aboutPost ? 'The author was warned.' : 'The resident was warned.';
    default:
      return 'The post was restored after a second look.';
  }
}

export const REMOVED_TEXT = 'This post was removed by the care team';
