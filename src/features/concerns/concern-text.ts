// What a concern says about itself in words (docs/product.md#concerns): its category, how long it
// has been in its status, its next deadline and its escalation. Pure, so the card, the post page
// and the care queue say the same thing, and tests can pass their own `now`. Each text is in the
// language active when it is called (docs/i18n.md): a component showing one calls useLingui().
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Concern } from '../../api/types';
import { dayjs, timeOfDay } from '../../lib/dayjs';
import type { ConcernCategory, ConcernStatus } from '../../lib/concerns';
import { translatedLabels } from '../../lib/i18n/translated-labels';

/** A status's word: Open, Acknowledged, In progress, Resolved, Closed, Reopened. */
export const STATUS_TEXTS: Record<ConcernStatus, MessageDescriptor> = {
  open: msg`Open`,
  acknowledged: msg`Acknowledged`,
  in_progress: msg`In progress`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
  reopened: msg`Reopened`,
};

/** A status's word in the current language. */
export const statusLabel = (status: ConcernStatus) => i18n._(STATUS_TEXTS[status]);

export const CATEGORY_TEXTS: Record<ConcernCategory, MessageDescriptor> = {
  water: msg`Water`,
  electricity: msg`Electricity`,
  lift: msg`Lift`,
  security: msg`Security`,
  parking: msg`Parking`,
  cleanliness: msg`Cleanliness`,
  maintenance: msg`Maintenance`,
  noise: msg`Noise`,
  amenities: msg`Amenities`,
  other: msg`Other`,
};

/** The categories' names in the current language, read where they are shown. */
export const CATEGORY_LABELS = translatedLabels(CATEGORY_TEXTS);

export const ESCALATION_LABELS: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`Level 1: the society's manager`,
  2: msg`Level 2: the builder's care head`,
  3: msg`Level 3: the builder's management`,
};

/** "Open for 3 days", "In progress for an hour". */
export function statusFor(concern: Pick<Concern, 'status' | 'statusSince'>, now = Date.now()) {
  const length = dayjs(concern.statusSince).from(dayjs(now), true);
  const status = statusLabel(concern.status);
  return i18n._(msg`${status} for ${length}`);
}

// dayjs's formats: words in them (Fri, Nov) follow the language, as does the time (timeOfDay).
const DAY_FORMAT = 'ddd D MMM';
const DAY_YEAR_FORMAT = 'ddd D MMM YYYY';

/** "6:00 pm today", "9:30 am tomorrow", "Fri 28 Nov" (a time only when it is near). */
function when(by: number, now: number): string {
  const at = dayjs(by);
  const today = dayjs(now);
  const time = timeOfDay(at);
  if (at.isSame(today, 'day')) return i18n._(msg`${time} today`);
  if (at.isSame(today.add(1, 'day'), 'day')) return i18n._(msg`${time} tomorrow`);
  return at.format(at.isSame(today, 'year') ? DAY_FORMAT : DAY_YEAR_FORMAT);
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
  if (by < now) {
    const length = dayjs(by).from(dayjs(now), true);
    return i18n._(msg`Overdue by ${length}`);
  }
  const date = when(by, now);
  return deadline.kind === 'acknowledge'
    ? i18n._(msg`Acknowledge by ${date}`)
    : i18n._(msg`Resolve by ${date}`);
}

export const isOverdue = (concern: Pick<Concern, 'deadline'>, now = Date.now()) =>
  !!concern.deadline && new Date(concern.deadline.by).getTime() < now;

/** "1 resident affected", "12 residents affected". */
export function affectedText(count: number) {
  // The count as it always read (no grouping): ICU's # would write 1,000.
  const shown = String(count);
  return plural(count, {
    one: `${shown} resident affected`,
    other: `${shown} residents affected`,
  });
}

/** "Lift · Tower B", or the category alone. */
export const whatAndWhere = (concern: Pick<Concern, 'category' | 'place'>) =>
  concern.place
    ? `${CATEGORY_LABELS[concern.category]} · ${concern.place}`
    : CATEGORY_LABELS[concern.category];
