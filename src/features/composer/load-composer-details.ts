import { lazyPart, preloadParts } from '../../lib/lazy-part';

/**
 * The composer's fields below the text (composer-details.ts): not on the feed's first screen,
 * which shows only the text until the resident starts to write.
 */
export const loadComposerDetails = () => import('./composer-details');

export const ScopeField = lazyPart(loadComposerDetails, (module) => module.ScopeField);
export const ConcernFields = lazyPart(loadComposerDetails, (module) => module.ConcernFields);
export const SimilarConcerns = lazyPart(loadComposerDetails, (module) => module.SimilarConcerns);
export const AttachmentButtons = lazyPart(
  loadComposerDetails,
  (module) => module.AttachmentButtons,
);
export const AttachmentList = lazyPart(loadComposerDetails, (module) => module.AttachmentList);

/**
 * Loads them ahead of their first render, which then shows them in the same pass; a failure shows
 * when they render (PartBoundary).
 */
export const preloadComposerDetails = () => preloadParts(loadComposerDetails).catch(() => {});
