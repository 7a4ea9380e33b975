// The trending feature as the rest of the app sees it: use it through this file only.

// Loaded on demand, each in a chunk of its own.
export const loadTrendingScreen = () => import('./trending-screen');
