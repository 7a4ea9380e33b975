// What a concern says about itself in words (docs/product.md#concerns): its category, how long it
// has been in its status, its next deadline and its escalation. Pure, so the card, the post page
// and the care queue say the same thing, and tests can pass their own `now`.
import type { Concern } from '../../api/types';
import { dayjs } from '../../lib/dayjs';
import { STATUS_LABELS, type ConcernCategory } from '../../lib/concerns';

export const CATEGORY_LABELS: Record<ConcernCategory, string> = {
  water: 'Water',
  electricity: 'Electricity',
  lift: 'Lift',
  security: 'Security',
  parking: 'Parking',
  cleanliness: 'Cleanliness',
  maintenance: 'Maintenance',
  noise: 'Noise',
  amenities: 'Amenities',
  other: 'Other',
};

export const ESCALATION_LABELS: Record<1 | 2 | 3, string> = {
  1: "Level 1: the society's manager",
  2: "Level 2: the builder's care head",
  3: "Level 3: the builder's management",
};

/** "Open for 3 days", "In progress for an hour". */
export function statusFor(concern: Pick<Concern, 'status' | 'statusSince'>, now = Date.now()) {
  const length = dayjs(concern.statusSince).from(dayjs(now), true);
  return `${STATUS_LABELS[concern.status]} for ${length}`;
}

/** "6:00 pm today", "9:30 am tomorrow", "Fri 28 Nov" (a time only when it is near). */
function when(by: number, now: number): string {
  const at = dayjs(by);
  const today = dayjs(now);
  if (at.isSame(today, 'day')) return `${at.format('h:mm a')} today`;
  if (at.isSame(today.add(1, 'day'), 'day')) return `${at.format('h:mm a')} tomorrow`;
  return at.format(at.isSame(today, 'year') ? 'ddd D MMM' : 'ddd D MMM YYYY');
}

/**
 * The next deadline: "Acknowledge by 6:00 pm today", "Resolve by Fri 28 Nov", or once missed
 * "Overdue by 2 days". Null when the concern is off the clock (resolved, closed) or the server
 * does not send one.
 */
export function deadlineText(concern: Pick<Concern, 'deadline'>, now = Date.now()): string | null {
  const { deadline } = concern;
  if (!deadline) return null;
  const by = new Date(deadline.by).getTime();
  if (Number.isNaN(by)) return null;
  if (by < now) return `Overdue by ${dayjs(by).from(dayjs(now), true)}`;
  return `${deadline.kind === 'acknowledge' ? 'Acknowledge' : 'Resolve'} by ${when(by, now)}`;
}

export const isOverdue = (concern: Pick<Concern, 'deadline'>, now = Date.now()) =>
  !!concern.deadline && new Date(concern.deadline.by).getTime() < now;

/** "1 resident affected", "12 residents affected". */
export const affectedText = (count: number) =>
  `${count} ${count === 1 ? 'resident' : 'residents'} affected`;

/** "Lift · Tower B", or the category alone. */
export const whatAndWhere = (concern: Pick<Concern, 'category' | 'place'>) =>
  concern.place
    ? `${CATEGORY_LABELS[concern.category]} · ${concern.place}`
    : CATEGORY_LABELS[concern.category];
