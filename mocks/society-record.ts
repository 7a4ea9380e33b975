// A society's public response record (docs/product.md#society-records): what its concerns'
// timelines say about how fast they were handled over the last 30 or 90 days. Pure: the handlers
// (handlers/societies.ts) read the db into ConcernHistory values, this computes every figure.
import type { components } from '../src/api/openapi.generated';
import {
  autoClosesAt,
  CONCERN_CATEGORIES,
  RESOLVE_WITHIN,
  type ConcernCategory,
  type ConcernStatus,
} from '../src/lib/concerns';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** A concern as the record reads it. Times are ms since the epoch. */
export interface ConcernHistory {
  category: ConcernCategory;
  /** Its post's society; null for a builder-wide concern, which belongs to no society's record. */
  societyId: number | null;
  /** When its post was written. */
  raisedAt: number;
  status: ConcernStatus;
  statusSince: number;
  /** Its status steps (the timeline's "status" events), oldest first. */
  steps: ReadonlyArray<{ status: ConcernStatus; at: number; rating: number | null }>;
}

/** The figures as the contract gives them (docs/product.md#society-records). */
export type RecordFigures = components['schemas']['RecordFigures'];

export interface WeekBucket {
  /** The bucket is the 7 days after `from` up to and including `to` (the oldest may be shorter). */
  from: number;
  to: number;
  opened: number;
  resolved: number;
}

export type CategoryTimes = components['schemas']['RecordCategory'];

export interface SocietyRecordFigures {
  figures: RecordFigures;
  weeks: WeekBucket[];
  categories: CategoryTimes[];
}

const OPEN_STATUSES: readonly ConcernStatus[] = ['open', 'acknowledged', 'in_progress', 'reopened'];

/** The middle value, or the mean of the two middle values; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const hours = (ms: number) => ms / HOUR;

/** The moments of a concern's life the record counts. */
interface Milestones {
  history: ConcernHistory;
  /** Its first status step: Acknowledged, or a later status when one was skipped. */
  acknowledgedAt: number | null;
  resolvedAt: number | null;
  reopened: boolean;
  closing: { at: number; rating: number | null } | null;
}

function milestonesOf(history: ConcernHistory, now: number): Milestones {
  const { steps } = history;
  const closedStep = steps.findLast((step) => step.status === 'closed');
  // A resolved concern left unanswered for its week is closed as of then, whether or not a read
  // has written that down yet (mocks/concerns.ts settles it on the next read).
  const autoCloseAt = autoClosesAt({
    category: history.category,
    status: history.status,
    createdAt: new Date(history.raisedAt).toISOString(),
    statusSince: new Date(history.statusSince).toISOString(),
  });
  const closing = closedStep
    ? { at: closedStep.at, rating: closedStep.rating }
    : autoCloseAt !== null && autoCloseAt <= now
      ? { at: autoCloseAt, rating: null }
      : null;
  return {
    history,
    acknowledgedAt: steps[0]?.at ?? null,
    resolvedAt: steps.find((step) => step.status === 'resolved')?.at ?? null,
    reopened: steps.some((step) => step.status === 'reopened'),
    closing,
  };
}

const timeToResolve = (concern: Milestones) => concern.resolvedAt! - concern.history.raisedAt;
const withinTarget = (concern: Milestones) =>
  timeToResolve(concern) <= RESOLVE_WITHIN[concern.history.category];

function figuresOf(concerns: readonly Milestones[], inPeriod: (at: number | null) => boolean) {
  const resolved = concerns.filter((concern) => inPeriod(concern.resolvedAt));
  const acknowledged = concerns.filter((concern) => inPeriod(concern.acknowledgedAt));
  const closed = concerns.filter((concern) => inPeriod(concern.closing?.at ?? null));
  const ratings = closed.flatMap((concern) =>
    concern.closing?.rating == null ? [] : [concern.closing.rating],
  );
  const resolvedWithinTarget = resolved.filter(withinTarget).length;
  const reopened = resolved.filter((concern) => concern.reopened).length;
  const figures: RecordFigures = {
    opened: concerns.filter((concern) => inPeriod(concern.history.raisedAt)).length,
    resolved: resolved.length,
    openNow: concerns.filter((concern) => OPEN_STATUSES.includes(concern.history.status)).length,
    closed: closed.length,
    medianHoursToAcknowledge: median(
      acknowledged.map((concern) => hours(concern.acknowledgedAt! - concern.history.raisedAt)),
    ),
    medianHoursToResolve: median(resolved.map((concern) => hours(timeToResolve(concern)))),
    resolvedWithinTarget,
    resolvedWithinTargetShare: share(resolvedWithinTarget, resolved.length),
    reopened,
    reopenedShare: share(reopened, resolved.length),
    averageRating: ratings.length
      ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length
      : null,
    rated: ratings.length,
  };
  return { figures, resolved };
}

/**
 * Seven-day buckets ending now, oldest first; the oldest is cut at the period's start (30 days
 * are four weeks and 2 days: five buckets, the first of 2 days).
 */
function weeksOf(concerns: readonly Milestones[], now: number, days: number): WeekBucket[] {
  const start = now - days * DAY;
  const count = Math.ceil(days / 7);
  return Array.from({ length: count }, (_, index) => {
    const to = now - (count - 1 - index) * WEEK;
    const from = Math.max(start, to - WEEK);
    const within = (at: number | null) => at !== null && at > from && at <= to;
    return {
      from,
      to,
      opened: concerns.filter((concern) => within(concern.history.raisedAt)).length,
      resolved: concerns.filter((concern) => within(concern.resolvedAt)).length,
    };
  });
}

/** Median time to resolve per category of the resolved, slowest first. */
function categoriesOf(resolved: readonly Milestones[]): CategoryTimes[] {
  return CONCERN_CATEGORIES.flatMap((category) => {
    const ofCategory = resolved.filter((concern) => concern.history.category === category);
    if (ofCategory.length === 0) return [];
    return [
      {
        category,
        resolved: ofCategory.length,
        medianHoursToResolve: median(ofCategory.map((concern) => hours(timeToResolve(concern))))!,
        resolvedWithinTarget: ofCategory.filter(withinTarget).length,
        targetHours: hours(RESOLVE_WITHIN[category]),
      },
    ];
  }).sort((a, b) => b.medianHoursToResolve - a.medianHoursToResolve);
}

/**
 * The record of `histories` (one society's, or every concern for the builder-wide totals) over
 * the `days` before `now`: a moment counts when it falls after the period's start and not after
 * now.
 */
export function recordOf(
  histories: readonly ConcernHistory[],
  now: number,
  days: number,
): SocietyRecordFigures {
  const start = now - days * DAY;
  const inPeriod = (at: number | null) => at !== null && at > start && at <= now;
  const concerns = histories.map((history) => milestonesOf(history, now));
  const { figures, resolved } = figuresOf(concerns, inPeriod);
  return { figures, weeks: weeksOf(concerns, now, days), categories: categoriesOf(resolved) };
}

/** A society's concerns: builder-wide ones are no society's. */
export const historiesOfSociety = (histories: readonly ConcernHistory[], societyId: number) =>
  histories.filter((history) => history.societyId === societyId);

/**
 * Societies ranked by the share resolved within target, best first; a society that resolved
 * nothing in the period (no share) comes last; ties by more resolved, then by id.
 */
export function rankSocieties<T extends { id: number; figures: RecordFigures }>(
  societies: readonly T[],
): T[] {
  const shareOf = (society: T) => society.figures.resolvedWithinTargetShare ?? -1;
  return [...societies].sort(
    (a, b) => shareOf(b) - shareOf(a) || b.figures.resolved - a.figures.resolved || a.id - b.id,
  );
}
