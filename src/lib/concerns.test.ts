import { describe, expect, it } from 'vitest';
import {
  autoClosesAt,
  CONCERN_STATUSES,
  escalationLevel,
  nextDeadline,
  nextStatuses,
  refuseStatusChange,
  type ConcernClock,
  type ConcernStatus,
} from './concerns';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CREATED = Date.UTC(2026, 10, 24, 9);
const iso = (ms: number) => new Date(ms).toISOString();
const concern = (overrides: Partial<ConcernClock> = {}): ConcernClock => ({
  category: 'lift',
  status: 'open',
  createdAt: iso(CREATED),
  statusSince: iso(CREATED),
  ...overrides,
});

describe('who moves a concern where', () => {
  it('lets the care team work it forward only, one step of the lifecycle at a time', () => {
    expect(nextStatuses('open', 'care')).toEqual(['acknowledged']);
    expect(nextStatuses('acknowledged', 'care')).toEqual(['in_progress', 'resolved']);
    expect(nextStatuses('in_progress', 'care')).toEqual(['resolved']);
    expect(nextStatuses('reopened', 'care')).toEqual(['acknowledged', 'in_progress', 'resolved']);
    for (const from of ['resolved', 'closed'] as const)
      expect(nextStatuses(from, 'care')).toEqual([]);
  });

  it('lets the author only close or reopen a resolved concern, and other residents nothing', () => {
    for (const from of CONCERN_STATUSES) {
      expect(nextStatuses(from, 'author')).toEqual(
        from === 'resolved' ? ['closed', 'reopened'] : [],
      );
      expect(nextStatuses(from, 'resident')).toEqual([]);
    }
  });

  it('refuses a resident (403), a lifecycle skip (409) and missing or bad details (400)', () => {
    const refusal = refuseStatusChange;
    expect(refusal({ from: 'open', to: 'acknowledged', actor: 'resident' })?.status).toBe(403);
    expect(refusal({ from: 'open', to: 'acknowledged', actor: 'author' })).toEqual({
      status: 403,
      message: "Only the care team can change a concern's status",
    });
    expect(refusal({ from: 'resolved', to: 'closed', actor: 'care' })?.status).toBe(403);
    expect(refusal({ from: 'open', to: 'resolved', actor: 'care', note: 'Fixed' })).toEqual({
      status: 409,
      message: 'A concern that is Open cannot become Resolved',
    });
    expect(refusal({ from: 'open', to: 'closed', actor: 'author' })?.status).toBe(409);
    expect(refusal({ from: 'resolved', to: 'reopened', actor: 'author', reason: '  ' })).toEqual({
      status: 400,
      message: 'Say why it is not fixed to reopen it',
    });
    expect(refusal({ from: 'in_progress', to: 'resolved', actor: 'care' })?.message).toBe(
      'A resolution note is required',
    );
    for (const rating of [0, 6, 2.5])
      expect(refusal({ from: 'resolved', to: 'closed', actor: 'author', rating })?.status).toBe(
        400,
      );
  });

  it('allows each step with what it needs', () => {
    const allowed: Array<[ConcernStatus, ConcernStatus, 'care' | 'author', object]> = [
      ['open', 'acknowledged', 'care', {}],
      ['acknowledged', 'in_progress', 'care', {}],
      ['in_progress', 'resolved', 'care', { note: 'Cable replaced' }],
      ['resolved', 'closed', 'author', {}],
      ['resolved', 'closed', 'author', { rating: 5 }],
      ['resolved', 'reopened', 'author', { reason: 'It stopped again' }],
      ['reopened', 'in_progress', 'care', {}],
    ];
    for (const [from, to, actor, details] of allowed)
      expect(refuseStatusChange({ from, to, actor, ...details }), `${from} -> ${to}`).toBeNull();
  });
});

describe('the response clock', () => {
  it('asks for an acknowledgement within a day while open', () => {
    const deadline = nextDeadline(concern(), CREATED + 2 * HOUR);
    expect(deadline).toEqual({ kind: 'acknowledge', by: CREATED + DAY, overdueBy: 0 });
    expect(nextDeadline(concern(), CREATED + DAY + 5 * HOUR)?.overdueBy).toBe(5 * HOUR);
  });

  it("then a resolution within the category's target, counted again from a reopening", () => {
    const lift = concern({ status: 'in_progress' });
    expect(nextDeadline(lift, CREATED)?.by).toBe(CREATED + DAY);
    expect(nextDeadline({ ...lift, category: 'water' }, CREATED)?.by).toBe(CREATED + 2 * DAY);
    expect(nextDeadline({ ...lift, category: 'parking' }, CREATED)?.by).toBe(CREATED + 7 * DAY);
    const reopenedAt = CREATED + 3 * DAY;
    const reopened = concern({ status: 'reopened', reopenedAt: iso(reopenedAt) });
    expect(nextDeadline(reopened, reopenedAt)?.by).toBe(reopenedAt + DAY);
  });

  it('has no deadline once resolved or closed', () => {
    for (const status of ['resolved', 'closed'] as const)
      expect(nextDeadline(concern({ status }), CREATED + 30 * DAY)).toBeNull();
  });

  it('escalates to level 2 once a target is missed, to 3 once missed by its length again', () => {
    const open = concern();
    expect(escalationLevel(open, CREATED + DAY)).toBe(1);
    expect(escalationLevel(open, CREATED + DAY + 1)).toBe(2);
    expect(escalationLevel(open, CREATED + 2 * DAY)).toBe(2);
    expect(escalationLevel(open, CREATED + 2 * DAY + 1)).toBe(3);
    const water = concern({ category: 'water', status: 'acknowledged' });
    expect(escalationLevel(water, CREATED + 3 * DAY)).toBe(2);
    expect(escalationLevel(water, CREATED + 4 * DAY + 1)).toBe(3);
    expect(escalationLevel(concern({ status: 'resolved' }), CREATED + 30 * DAY)).toBe(1);
  });

  it('closes a resolved concern a week after it was resolved, and no other', () => {
    const resolvedAt = CREATED + 2 * DAY;
    expect(autoClosesAt(concern({ status: 'resolved', statusSince: iso(resolvedAt) }))).toBe(
      resolvedAt + 7 * DAY,
    );
    expect(autoClosesAt(concern({ status: 'in_progress' }))).toBeNull();
  });
});
