// The life of a concern (docs/product.md#concerns): its categories and statuses, who may move it
// where, and its response clock. Pure, so the mock backend enforces exactly what the screens show.

export const CONCERN_CATEGORIES = [
  'water',
  'electricity',
  'lift',
  'security',
  'parking',
  'cleanliness',
  'maintenance',
  'noise',
  'amenities',
  'other',
] as const;
export type ConcernCategory = (typeof CONCERN_CATEGORIES)[number];

export const CONCERN_STATUSES = [
  'open',
  'acknowledged',
  'in_progress',
  'resolved',
  'closed',
  'reopened',
] as const;
export type ConcernStatus = (typeof CONCERN_STATUSES)[number];

export const STATUS_LABELS: Record<ConcernStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
  reopened: 'Reopened',
};

/** A concern's place: a tower or block, free text. */
export const PLACE_MAX_LENGTH = 40;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every concern is to be acknowledged within a day. */
export const ACKNOWLEDGE_WITHIN = DAY;
/** And resolved within its category's target. */
export const RESOLVE_WITHIN: Record<ConcernCategory, number> = {
  lift: DAY,
  security: DAY,
  water: 2 * DAY,
  electricity: 2 * DAY,
  parking: 7 * DAY,
  cleanliness: 7 * DAY,
  maintenance: 7 * DAY,
  noise: 7 * DAY,
  amenities: 7 * DAY,
  other: 7 * DAY,
};
/** A resolved concern its author leaves unanswered closes itself after a week. */
export const AUTO_CLOSE_AFTER = 7 * DAY;

/**
 * Who asks for a change: the builder's care team, the resident who raised the concern, or any
 * other resident (who may move nothing).
 */
export type ConcernActor = 'care' | 'author' | 'resident';

// The care team works a concern forward; only its author closes or reopens it once resolved.
const CARE_MOVES: Partial<Record<ConcernStatus, readonly ConcernStatus[]>> = {
  open: ['acknowledged'],
  acknowledged: ['in_progress', 'resolved'],
  in_progress: ['resolved'],
  reopened: ['acknowledged', 'in_progress', 'resolved'],
};
const AUTHOR_MOVES: Partial<Record<ConcernStatus, readonly ConcernStatus[]>> = {
  resolved: ['closed', 'reopened'],
};
const AUTHOR_TARGETS: readonly ConcernStatus[] = ['closed', 'reopened'];

/** The statuses `actor` may move a concern to from `from`. */
export function nextStatuses(from: ConcernStatus, actor: ConcernActor): readonly ConcernStatus[] {
  if (actor === 'care') return CARE_MOVES[from] ?? [];
  if (actor === 'author') return AUTHOR_MOVES[from] ?? [];
  return [];
}

export interface StatusChange {
  from: ConcernStatus;
  to: ConcernStatus;
  actor: ConcernActor;
  /** Why it is not fixed: required to reopen. */
  reason?: string | null;
  /** What was done: required to mark resolved. */
  note?: string | null;
  /** The author's rating when closing, 1 to 5, optional. */
  rating?: number | null;
}

export interface ChangeRefusal {
  status: 400 | 403 | 409;
  message: string;
}

const blank = (text: string | null | undefined) => !text || !text.trim();

/** Why a status change may not happen (the answer the server gives), or null when it may. */
export function refuseStatusChange(change: StatusChange): ChangeRefusal | null {
  const { from, to, actor } = change;
  if (actor === 'resident' || (actor === 'author' && !AUTHOR_TARGETS.includes(to)))
    return { status: 403, message: "Only the care team can change a concern's status" };
  if (actor === 'care' && AUTHOR_TARGETS.includes(to))
    return {
      status: 403,
      message: 'Only the resident who raised the concern can close or reopen it',
    };
  if (!nextStatuses(from, actor).includes(to))
    return {
      status: 409,
      message: `A concern that is ${STATUS_LABELS[from]} cannot become ${STATUS_LABELS[to]}`,
    };
  if (to === 'reopened' && blank(change.reason))
    return { status: 400, message: 'Say why it is not fixed to reopen it' };
  if (to === 'resolved' && blank(change.note))
    return { status: 400, message: 'A resolution note is required' };
  const { rating } = change;
  if (
    rating !== undefined &&
    rating !== null &&
    (to !== 'closed' || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX)
  )
    return {
      status: 400,
      message: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
    };
  return null;
}

/** What the response clock reads of a concern. Times are ISO timestamps. */
export interface ConcernClock {
  category: ConcernCategory;
  status: ConcernStatus;
  createdAt: string;
  /** When it entered its status. */
  statusSince: string;
  /** When it was last reopened: the resolve target counts again from there. */
  reopenedAt?: string | null;
}

export type DeadlineKind = 'acknowledge' | 'resolve';

export interface Deadline {
  kind: DeadlineKind;
  /** When, in ms since the epoch. */
  by: number;
  /** How long past it, 0 when not yet due. */
  overdueBy: number;
}

const at = (iso: string) => new Date(iso).getTime();

/**
 * The target the concern is working against: to be acknowledged (while open), else to be resolved
 * (while acknowledged, in progress or reopened); none once resolved or closed.
 */
export function nextDeadline(concern: ConcernClock, now: number): Deadline | null {
  const { status, category } = concern;
  let kind: DeadlineKind;
  let by: number;
  if (status === 'open') {
    kind = 'acknowledge';
    by = at(concern.createdAt) + ACKNOWLEDGE_WITHIN;
  } else if (status === 'acknowledged' || status === 'in_progress' || status === 'reopened') {
    kind = 'resolve';
    by = at(concern.reopenedAt ?? concern.createdAt) + RESOLVE_WITHIN[category];
  } else return null;
  return { kind, by, overdueBy: Math.max(0, now - by) };
}

const targetLength = (kind: DeadlineKind, category: ConcernCategory) =>
  kind === 'acknowledge' ? ACKNOWLEDGE_WITHIN : RESOLVE_WITHIN[category];

/**
 * Who answers for the concern now: 1, the society's manager; 2, the builder's care head, once its
 * target is missed; 3, the builder's management, once it is missed by more than its own length
 * again. A concern off the clock (resolved, closed) stays at 1.
 */
export function escalationLevel(concern: ConcernClock, now: number): 1 | 2 | 3 {
  const deadline = nextDeadline(concern, now);
  if (!deadline || deadline.overdueBy === 0) return 1;
  return deadline.overdueBy > targetLength(deadline.kind, concern.category) ? 3 : 2;
}

/** When a resolved concern closes itself, or null when it is not waiting for its author. */
export function autoClosesAt(concern: ConcernClock): number | null {
  return concern.status === 'resolved' ? at(concern.statusSince) + AUTO_CLOSE_AFTER : null;
}
