// The reports feature as the rest of the app sees it: use it through this file only.

export { useReportedPost } from './reported-posts';
// Issue 32: report outcomes.
export { RemovedPost } from './removed-post';
export { outcomeSentence, removedText, STATE_LABELS } from './report-outcome-text';
export { REASON_LABELS } from './report-model';
export { useModerationStep } from './use-moderation';

// Loaded on demand, each in a chunk of its own.
export const loadReportDialog = () => import('./report-dialog');
