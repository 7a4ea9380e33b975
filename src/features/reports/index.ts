// The reports feature as the rest of the app sees it: use it through this file only.

export { useReportedPost } from './reported-posts';

// Loaded on demand, each in a chunk of its own.
export const loadReportDialog = () => import('./report-dialog');
