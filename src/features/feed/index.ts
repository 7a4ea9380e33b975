// The feed feature as the rest of the app sees it: use it through this file only.

export { FeedView, type FeedTab } from './feed-view';
export { usePostPages } from './use-feed';

// Loaded on demand, each in a chunk of its own.
export const loadFeedScreen = () => import('./feed-screen');
