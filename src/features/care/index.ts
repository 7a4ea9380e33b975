// The care team's queue (docs/product.md#concerns) as the rest of the app sees it: use it through
// this file only.

// Loaded on demand, in a chunk of its own: residents never download it unless they open /care.
export const loadCareQueueScreen = () => import('./care-queue-screen');
// Issue 32: the Reports tab, in its own chunk too.
export const loadCareReportsScreen = () => import('./reports-screen');
// Small and in the shell: asks for the queue while the screen's chunk loads.
export { CareQueuePrefetch } from './care-queue-prefetch';
export { CARE_QUEUE_PATH } from './queue-filters';
