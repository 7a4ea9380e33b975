// A concern's timeline in words (docs/product.md#concerns): the server's events, and the
// escalations the clock brings, which no one records (they follow from the deadline).
import type { Concern, ConcernEvent } from '../../api/types';
import { ACKNOWLEDGE_WITHIN, RESOLVE_WITHIN } from '../../lib/concerns';
import { affectedText, ESCALATION_LABELS } from './concern-text';

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

const nameOf = (event: ConcernEvent) => event.actor?.fullName ?? 'Someone';

function titleOf(event: ConcernEvent): string {
  switch (event.type) {
    case 'created':
      return `${nameOf(event)} raised this concern`;
    case 'affected':
      return `${affectedText(event.affectedCount ?? 1)}`;
    case 'assigned':
      return `${nameOf(event)} assigned it to ${event.assignee?.fullName ?? 'the care team'}`;
    case 'response':
      return `${nameOf(event)} responded for the care team`;
    case 'status':
      break;
  }
  switch (event.status) {
    case 'acknowledged':
      return `${nameOf(event)} acknowledged it`;
    case 'in_progress':
      return `${nameOf(event)} started work`;
    case 'resolved':
      return `${nameOf(event)} marked it resolved`;
    case 'closed':
      if (!event.actor) return 'Closed automatically';
      return event.rating
        ? `${nameOf(event)} closed it, rating it ${event.rating} out of 5`
        : `${nameOf(event)} closed it`;
    case 'reopened':
      return `${nameOf(event)} reopened it`;
    default:
      return `${nameOf(event)} changed its status`;
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
      title: `Escalated to ${ESCALATION_LABELS[level]}`,
      text: null,
      official: false,
    }));
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
    title: titleOf(event),
    text: event.text,
    official: event.type === 'response',
  }));
  return [...recorded, ...escalations(concern, now)].sort(
    (a, b) => new Date(a.at).getTime() - new Date(b.at).getTime(),
  );
}
