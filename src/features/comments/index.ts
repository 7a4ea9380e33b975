// The comments feature as the rest of the app sees it: use it through this file only.

export { commentDraftKey } from './comment-draft';

// Loaded on demand, each in a chunk of its own.
export const loadCommentsSection = () => import('./comments-section');
