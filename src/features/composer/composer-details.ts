// What the form composer shows below its text once the resident starts to write (above the feed)
// or at once (the Create Post dialog): one chunk, loaded then or once the feed has painted
// (load-composer-details.ts).
export { AttachmentButtons, AttachmentList } from './attachment-picker';
export { ConcernFields } from './concern-fields';
export { ScopeField } from './scope-field';
export { SimilarConcerns } from '../concerns';
