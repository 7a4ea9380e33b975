// The landing feature as the rest of the app sees it: use it through this file only.

export { samplePosts } from './sample-posts';

// Loaded on demand, each in a chunk of its own.
export const loadLandingScreen = () => import('./landing-screen');
