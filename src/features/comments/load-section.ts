/** The comments under a post, in a chunk of its own: loaded when a post's comments first open. */
export const loadCommentsSection = () => import('./comments-section');
