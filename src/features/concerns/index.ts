// Concerns (docs/product.md#concerns): what a concern shows on its card, its post page and the
// composer, as the rest of the app uses it.
export { CardAffected } from './card-affected';
export { ConcernStatusLine } from './concern-card-parts';
export { ConcernStatusBadge } from './concern-status-badge';
export {
  affectedText,
  CATEGORY_LABELS,
  isOverdue,
  statusLabel,
  whatAndWhere,
} from './concern-text';
export { ConcernPanel, ConcernQuestion } from './concern-panel';
export { SimilarConcerns } from './similar-concerns';
export { CARE_QUEUE_KEY } from './use-concern-action';
// The care team's note and the appeal reason of report outcomes use the same form.
export { RequiredTextForm } from './required-text-form';
