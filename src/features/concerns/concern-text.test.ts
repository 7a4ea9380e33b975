// A concern in words, and its timeline with the clock's escalations (docs/product.md#concerns).
import { describe, expect, it } from 'vitest';
import { fullDate } from '../../lib/dayjs';
import { activateLanguage } from '../../lib/i18n/i18n';
import type { Concern, ConcernEvent } from '../../api/types';
import { affectedText, deadlineText, statusFor, whatAndWhere } from './concern-text';
import { timelineEntries } from './timeline-entries';

// Local noon, so "today" and "tomorrow" hold in any time zone the tests run in.
const NOW = new Date(2026, 10, 26, 12, 0).getTime();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (at: number) => new Date(at).toISOString();
const deadline = (kind: 'acknowledge' | 'resolve', by: number) => ({
  deadline: { kind, by: iso(by) },
});

describe('a concern in words', () => {
  it('says how long it has been in its status', () => {
    expect(statusFor({ status: 'open', statusSince: iso(NOW - 3 * DAY) }, NOW)).toBe(
      'Open for 3 days',
    );
    expect(statusFor({ status: 'in_progress', statusSince: iso(NOW - HOUR) }, NOW)).toBe(
      'In progress for an hour',
    );
  });

  it('says an hour in Hindi in the form "से" wants, and a closed concern as closed by someone', async () => {
    await activateLanguage('hi');
    const anHour = statusFor({ status: 'resolved', statusSince: iso(NOW - HOUR) }, NOW);
    expect(anHour).toContain('एक घंटे');
    expect(anHour).not.toContain('एक घंटा');
    // "बंद" alone, beside "लिफ्ट", reads as the lift being out of order: the concern was closed.
    const closed = statusFor({ status: 'closed', statusSince: iso(NOW - 3 * DAY) }, NOW);
    expect(closed).toBe('3 दिन से बंद की गई');
    await activateLanguage('en');
  });

  it('names the next deadline: a time today or tomorrow, else the day', () => {
    expect(deadlineText(deadline('acknowledge', NOW + 6 * HOUR), NOW)).toBe(
      'Acknowledge by 6:00 pm today',
    );
    expect(deadlineText(deadline('resolve', NOW + DAY - 2 * HOUR), NOW)).toBe(
      'Resolve by 10:00 am tomorrow',
    );
    expect(deadlineText(deadline('resolve', NOW + 2 * DAY), NOW)).toBe('Resolve by Sat 28 Nov');
  });

  it('says the time of a deadline in Hindi with the part of the day first, no "am" or "pm"', async () => {
    await activateLanguage('hi');
    try {
      const morning = deadlineText(deadline('resolve', NOW + DAY - 2 * HOUR), NOW)!;
      expect(morning).toContain('सुबह 10:00');
      const evening = deadlineText(deadline('acknowledge', NOW + 6 * HOUR), NOW)!;
      expect(evening).toContain('शाम 6:00');
      expect(fullDate(iso(NOW + 2 * HOUR))).toContain('दोपहर 2:00');
      for (const text of [morning, evening, fullDate(iso(NOW))]) expect(text).not.toMatch(/am|pm/i);
    } finally {
      await activateLanguage('en');
    }
    expect(fullDate(iso(NOW + 2 * HOUR))).toBe('26 Nov 2026, 2:00 pm');
  });

  it('says how far past it once missed, and nothing off the clock', () => {
    expect(deadlineText(deadline('resolve', NOW - 2 * DAY), NOW)).toBe('Overdue by 2 days');
    expect(deadlineText({ deadline: null }, NOW)).toBeNull();
  });

  it('counts residents and names the place', () => {
    expect(affectedText(1)).toBe('1 resident affected');
    expect(affectedText(12)).toBe('12 residents affected');
    expect(whatAndWhere({ category: 'lift', place: 'Tower B' })).toBe('Lift · Tower B');
    expect(whatAndWhere({ category: 'water', place: null })).toBe('Water');
  });
});

describe('the timeline', () => {
  const person = (id: number, fullName: string) => ({
    id,
    fullName,
    username: `u${id}`,
    profileImage: null,
    society: null,
  });
  const event = (id: number, at: number, fields: Partial<ConcernEvent>): ConcernEvent => ({
    id,
    type: 'status',
    status: null,
    text: null,
    rating: null,
    affectedCount: null,
    actor: person(1, 'Aarav Mehta'),
    assignee: null,
    createdAt: iso(at),
    ...fields,
  });
  const concern = (fields: Partial<Concern>) => ({ category: 'lift', ...fields }) as Concern;

  it('tells each event with its actor, in time order, responses marked official', () => {
    const manager = person(2, 'Neha Kapoor');
    const entries = timelineEntries(
      [
        event(1, NOW - 5 * HOUR, { type: 'created' }),
        event(3, NOW - 3 * HOUR, { type: 'assigned', actor: manager, assignee: manager }),
        event(2, NOW - 4 * HOUR, { status: 'acknowledged', actor: manager }),
        event(4, NOW - 2 * HOUR, { type: 'response', actor: manager, text: 'Technician at 4' }),
        event(5, NOW - HOUR, { type: 'affected', actor: null, affectedCount: 5 }),
        event(6, NOW, { status: 'closed', actor: null, text: 'Closed automatically: ...' }),
      ],
      concern({ deadline: null }),
      NOW,
    );
    expect(entries.map((entry) => entry.title)).toEqual([
      'Aarav Mehta raised this concern',
      'Neha Kapoor acknowledged it',
      'Neha Kapoor assigned it to Neha Kapoor',
      'Neha Kapoor responded for the care team',
      '5 residents affected',
      'Closed automatically',
    ]);
    expect(entries.filter((entry) => entry.official).map((entry) => entry.text)).toEqual([
      'Technician at 4',
    ]);
  });

  it('adds the escalations the clock has brought: Level 2 at the deadline, Level 3 a target later', () => {
    const missedBy = (overdue: number) =>
      timelineEntries([], concern(deadline('resolve', NOW - overdue)), NOW).map(
        (entry) => entry.title,
      );
    expect(missedBy(-HOUR)).toEqual([]);
    expect(missedBy(HOUR)).toEqual(["Escalated to Level 2: the builder's care head"]);
    // A lift's target is a day: missed by more than a day again is Level 3.
    expect(missedBy(DAY + HOUR)).toEqual([
      "Escalated to Level 2: the builder's care head",
      "Escalated to Level 3: the builder's management",
    ]);
  });
});
