// The comments feature as the rest of the app sees it: use it through this file only.

export { commentDraftKey } from './comment-draft';
export { usePrefetchComments } from './prefetch-comments';
export { loadCommentsSection } from './load-section';
