// The search feature as the rest of the app sees it: use it through this file only.

export { useSearchBox } from './use-search-box';

// Loaded on demand, each in a chunk of its own.
export const loadSearchScreen = () => import('./search-screen');
