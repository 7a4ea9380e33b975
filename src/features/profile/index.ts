// The profile feature as the rest of the app sees it: use it through this file only.

export { postsCountOf } from './profile-counts';
export { namesViewer, parseProfileRef } from './profile-ref';
export { useOwnUser } from './use-profile-data';

// Loaded on demand, each in a chunk of its own.
export const loadProfileScreen = () => import('./profile-screen');
