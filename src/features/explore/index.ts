// The explore feature as the rest of the app sees it: use it through this file only.

export { LEGACY_PERIODS } from './explore-data';
export { ExploreView, LEGACY_SECTIONS } from './explore-view';

// Loaded on demand, each in a chunk of its own.
export const loadExploreScreen = () => import('./explore-screen');
