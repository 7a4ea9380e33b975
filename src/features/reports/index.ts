// The reports feature as the rest of the app sees it: use it through this file only.
import { lazyDefault } from '../../lib/lazy-part';

export { useReportedPost } from './reported-posts';
// Issue 32: report outcomes.
export { RemovedPost } from './removed-post';
export { outcomeSentence, removedText, STATE_LABELS } from './report-outcome-text';
export { REASON_LABELS } from './report-model';
export { useModerationStep } from './use-moderation';

// Loaded when first opened, in a chunk of its own (the forms come with it).
export const ReportDialog = lazyDefault(() => import('./report-dialog'));
