import { lazy } from 'react';

/**
 * The composer's fields below the text (composer-details.ts): not on the feed's first screen,
 * which shows only the text until the resident starts to write.
 */
export const loadComposerDetails = () => import('./composer-details');

/** Starts loading them, ahead of their first render; a failure shows when they render. */
export const preloadComposerDetails = () => void loadComposerDetails().catch(() => {});

export const ScopeField = lazy(() =>
  loadComposerDetails().then(({ ScopeField }) => ({ default: ScopeField })),
);
export const ConcernFields = lazy(() =>
  loadComposerDetails().then(({ ConcernFields }) => ({ default: ConcernFields })),
);
export const SimilarConcerns = lazy(() =>
  loadComposerDetails().then(({ SimilarConcerns }) => ({ default: SimilarConcerns })),
);
export const AttachmentButtons = lazy(() =>
  loadComposerDetails().then(({ AttachmentButtons }) => ({ default: AttachmentButtons })),
);
export const AttachmentList = lazy(() =>
  loadComposerDetails().then(({ AttachmentList }) => ({ default: AttachmentList })),
);
