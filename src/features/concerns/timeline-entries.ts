// A concern's timeline in words (docs/product.md#concerns): the server's events, and the
// escalations the clock brings, which no one records (they follow from the deadline).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Concern, ConcernEvent } from '../../api/types';
import { ACKNOWLEDGE_WITHIN, RESOLVE_WITHIN } from '../../lib/concerns';
import { affectedText } from './concern-text';

export interface TimelineEntry {
  key: string;
  at: string;
  /** What happened, with who did it. */
  title: string;
  /** The note, reason or response, as written. */
  text: string | null;
  /** An official response of the care team. */
  official: boolean;
}

/** The clock's escalations, as the timeline tells them (the levels of ESCALATION_LABELS). */
const ESCALATED_TO: Record<2 | 3, MessageDescriptor> = {
  2: msg`Escalated to Level 2: the builder's care head`,
  3: msg`Escalated to Level 3: the builder's management`,
};

const nameOf = (event: ConcernEvent) => event.actor?.fullName ?? i18n._(msg`Someone`);

/** What an event says happened, with who did it ("Sanjay Patwardhan marked it resolved"). */
export function eventTitle(event: ConcernEvent): string {
  const name = nameOf(event);
  switch (event.type) {
    case 'created':
      return i18n._(msg`${name} raised this concern`);
    case 'affected':
      return affectedText(event.affectedCount ?? 1);
    case 'assigned': {
      const assignee = event.assignee?.fullName ?? i18n._(msg`the care team`);
      return i18n._(msg`${name} assigned it to ${assignee}`);
    }
    case 'response':
      return i18n._(msg`${name} responded for the care team`);
    case 'status':
      break;
  }
  switch (event.status) {
    case 'acknowledged':
      return i18n._(msg`${name} acknowledged it`);
    case 'in_progress':
      return i18n._(msg`${name} started work`);
    case 'resolved':
      return i18n._(msg`${name} marked it resolved`);
    case 'closed': {
      if (!event.actor) return i18n._(msg`Closed automatically`);
      const { rating } = event;
      return rating
        ? i18n._(msg`${name} closed it, rating it ${rating} out of 5`)
        : i18n._(msg`${name} closed it`);
    }
    case 'reopened':
      return i18n._(msg`${name} reopened it`);
    default:
      return i18n._(msg`${name} changed its status`);
  }
}

/** The escalations of the current target that have happened by `now`. */
function escalations(concern: Concern, now: number): TimelineEntry[] {
  const { deadline } = concern;
  if (!deadline) return [];
  const by = new Date(deadline.by).getTime();
  const length =
    deadline.kind === 'acknowledge' ? ACKNOWLEDGE_WITHIN : RESOLVE_WITHIN[concern.category];
  const steps: [2 | 3, number][] = [
    [2, by],
    [3, by + length],
  ];
  return steps
    .filter(([, at]) => at < now)
    .map(([level, at]) => ({
      key: `escalated-${level}`,
      at: new Date(at).toISOString(),
      title: i18n._(ESCALATED_TO[level]),
      text: null,
      official: false,
    }));
}

/** The latest step that marked the concern resolved, with the care team's note; null if none. */
export function lastResolution(events: readonly ConcernEvent[]): ConcernEvent | null {
  return events.findLast((event) => event.type === 'status' && event.status === 'resolved') ?? null;
}

/** The timeline, oldest first. */
export function timelineEntries(
  events: readonly ConcernEvent[],
  concern: Concern,
  now = Date.now(),
): TimelineEntry[] {
  const recorded = events.map((event) => ({
    key: String(event.id),
    at: event.createdAt,
    title: eventTitle(event),
    text: event.text,
    official: event.type === 'response',
  }));
  return [...recorded, ...escalations(concern, now)].sort(
    (a, b) => new Date(a.at).getTime() - new Date(b.at).getTime(),
  );
}
