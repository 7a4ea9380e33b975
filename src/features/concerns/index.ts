// Concerns (docs/product.md#concerns): what a concern shows on its card and its post page.
export { CardAffected, mayMarkAffected } from './card-affected';
export { ConcernStatusLine } from './concern-card-parts';
export { ConcernStatusBadge } from './concern-status-badge';
export {
  affectedText,
  CATEGORY_LABELS,
  deadlineText,
  ESCALATION_LABELS,
  isOverdue,
  statusFor,
  whatAndWhere,
} from './concern-text';
export { ConcernPanel, ConcernQuestion, servesSocietyOf } from './concern-panel';
export { SimilarConcerns } from './similar-concerns';
export { CARE_QUEUE_KEY } from './use-concern-action';
