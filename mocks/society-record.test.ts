// The society record's figures from hand-made timelines, every figure worked out by hand in the
// comments (docs/product.md#society-records).
import { describe, expect, it } from 'vitest';
import type { ConcernStatus } from '../src/lib/concerns';
import {
  median,
  rankSocieties,
  recordOf,
  historiesOfSociety,
  type ConcernHistory,
  type RecordFigures,
} from './society-record';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 0, 31, 12);

type Step = [status: ConcernStatus, afterRaised: number, rating?: number];

/** A concern raised `ago` before NOW whose steps come `afterRaised` after it was raised. */
function concern(
  category: ConcernHistory['category'],
  societyId: number | null,
  ago: number,
  steps: Step[],
): ConcernHistory {
  const raisedAt = NOW - ago;
  const timed = steps.map(([status, after, rating]) => ({
    status,
    at: raisedAt + after,
    rating: rating ?? null,
  }));
  const last = timed.at(-1);
  return {
    category,
    societyId,
    raisedAt,
    status: last?.status ?? 'open',
    statusSince: last?.at ?? raisedAt,
    steps: timed,
  };
}

// Society 1's concerns and one builder-wide concern. Targets: lift 24 h, water 48 h, noise and
// cleanliness 168 h (src/lib/concerns.ts RESOLVE_WITHIN).
const A = concern('lift', 1, 10 * DAY, [
  ['acknowledged', 2 * HOUR],
  ['resolved', 20 * HOUR],
  ['closed', 30 * HOUR, 4],
]);
const B = concern('water', 1, 5 * DAY, [
  ['acknowledged', 6 * HOUR],
  ['resolved', 3 * DAY],
  ['reopened', 4 * DAY],
]);
// Raised 40 days ago, resolved 20 days ago and never answered: closed automatically 13 days ago.
const C = concern('cleanliness', 1, 40 * DAY, [
  ['acknowledged', 1 * DAY],
  ['resolved', 20 * DAY],
]);
const D = concern('security', 1, 2 * DAY, []);
const F = concern('noise', 1, 8 * DAY, [
  ['acknowledged', 4 * HOUR],
  ['resolved', 2 * DAY],
  ['closed', 3 * DAY, 5],
]);
const E = concern('lift', null, 3 * DAY, [
  ['acknowledged', 1 * HOUR],
  ['resolved', 10 * HOUR],
  ['closed', 12 * HOUR, 2],
]);
const ALL = [A, B, C, D, F, E];

describe('median', () => {
  it('is the middle value, the mean of the two middle ones, or null', () => {
    expect(median([7, 1, 3])).toBe(3);
    expect(median([72, 20, 480, 48])).toBe(60); // (48 + 72) / 2
    expect(median([])).toBeNull();
  });
});

describe("a society's record", () => {
  it('counts the last 30 days from its timelines', () => {
    const { figures } = recordOf(historiesOfSociety(ALL, 1), NOW, 30);
    expect(figures).toEqual<RecordFigures>({
      // A (10 d ago), B (5 d), D (2 d), F (8 d); C was raised 40 days ago, E is builder-wide.
      opened: 4,
      // First Resolved within the period: A (9 d 4 h ago), B (2 d), C (20 d), F (6 d).
      resolved: 4,
      // B (reopened) and D (open).
      openNow: 2,
      // A (closed by its author, rated 4), C (closed automatically 13 d ago, no rating),
      // F (rated 5).
      closed: 3,
      // Acknowledged within the period: A 2 h, F 4 h, B 6 h (C's was 39 days ago): median 4 h.
      medianHoursToAcknowledge: 4,
      // A 20 h, F 48 h, B 72 h, C 480 h: median (48 + 72) / 2 = 60 h.
      medianHoursToResolve: 60,
      // A 20 h <= 24 h and F 48 h <= 168 h; B 72 h > 48 h, C 480 h > 168 h: 2 of 4.
      resolvedWithinTarget: 2,
      resolvedWithinTargetShare: 0.5,
      // B: 1 of 4.
      reopened: 1,
      reopenedShare: 0.25,
      // (4 + 5) / 2: C's automatic close counts as closed without a rating.
      averageRating: 4.5,
      rated: 2,
    });
  });

  it('takes in older concerns over 90 days', () => {
    const { figures } = recordOf(historiesOfSociety(ALL, 1), NOW, 90);
    // C was raised 40 days ago: 5 opened; its acknowledgement (24 h) counts: 2, 4, 6, 24 -> 5 h.
    expect(figures).toMatchObject({ opened: 5, resolved: 4, medianHoursToAcknowledge: 5 });
  });

  it('puts the builder-wide concern in the totals only', () => {
    const { figures } = recordOf(ALL, NOW, 30);
    expect(figures).toEqual<RecordFigures>({
      opened: 5, // + E
      resolved: 5, // + E, 10 h after it was raised
      openNow: 2,
      closed: 4, // + E, rated 2
      medianHoursToAcknowledge: 3, // 1, 2, 4, 6 -> (2 + 4) / 2
      medianHoursToResolve: 48, // 10, 20, 48, 72, 480
      resolvedWithinTarget: 3, // + E (10 h <= 24 h)
      resolvedWithinTargetShare: 0.6,
      reopened: 1,
      reopenedShare: 0.2,
      averageRating: 11 / 3, // (4 + 5 + 2) / 3
      rated: 3,
    });
    expect(recordOf(historiesOfSociety(ALL, 2), NOW, 30).figures.opened).toBe(0);
  });

  it('splits the period into 7-day buckets ending now, the oldest cut at its start', () => {
    const { weeks } = recordOf(historiesOfSociety(ALL, 1), NOW, 30);
    // 30 days: (30 d, 28 d], (28, 21], (21, 14], (14, 7], (7, 0] ago.
    expect(weeks.map((week) => [(NOW - week.from) / DAY, (NOW - week.to) / DAY])).toEqual([
      [30, 28],
      [28, 21],
      [21, 14],
      [14, 7],
      [7, 0],
    ]);
    // Opened: A 10 d, F 8 d | B 5 d, D 2 d. Resolved: C 20 d | A 9.2 d | F 6 d, B 2 d.
    expect(weeks.map((week) => week.opened)).toEqual([0, 0, 0, 2, 2]);
    expect(weeks.map((week) => week.resolved)).toEqual([0, 0, 1, 1, 2]);
    expect(recordOf([], NOW, 90).weeks).toHaveLength(13); // 12 weeks and 6 days
  });

  it('gives the median time to resolve per category, slowest first', () => {
    const { categories } = recordOf(historiesOfSociety(ALL, 1), NOW, 30);
    expect(categories).toEqual([
      {
        category: 'cleanliness',
        resolved: 1,
        medianHoursToResolve: 480,
        resolvedWithinTarget: 0,
        targetHours: 168,
      },
      {
        category: 'water',
        resolved: 1,
        medianHoursToResolve: 72,
        resolvedWithinTarget: 0,
        targetHours: 48,
      },
      {
        category: 'noise',
        resolved: 1,
        medianHoursToResolve: 48,
        resolvedWithinTarget: 1,
        targetHours: 168,
      },
      {
        category: 'lift',
        resolved: 1,
        medianHoursToResolve: 20,
        resolvedWithinTarget: 1,
        targetHours: 24,
      },
    ]);
  });

  it('does not close a resolved concern still within its week', () => {
    const waiting = concern('water', 1, 3 * DAY, [
      ['acknowledged', HOUR],
      ['resolved', DAY],
    ]);
    const { figures } = recordOf([waiting], NOW, 30);
    expect(figures).toMatchObject({ resolved: 1, closed: 0, openNow: 0, averageRating: null });
  });

  it('has no medians, shares or rating for a society with no concerns in the period', () => {
    const { figures, categories, weeks } = recordOf([D], NOW - 10 * DAY, 30);
    expect(figures).toEqual<RecordFigures>({
      opened: 0, // D is raised after this "now"
      resolved: 0,
      openNow: 1,
      closed: 0,
      medianHoursToAcknowledge: null,
      medianHoursToResolve: null,
      resolvedWithinTarget: 0,
      resolvedWithinTargetShare: null,
      reopened: 0,
      reopenedShare: null,
      averageRating: null,
      rated: 0,
    });
    expect(categories).toEqual([]);
    expect(weeks.every((week) => week.opened === 0 && week.resolved === 0)).toBe(true);
  });
});

describe('rankSocieties', () => {
  const ranked = (shares: Array<[id: number, share: number | null, resolved: number]>) =>
    rankSocieties(
      shares.map(([id, share, resolved]) => ({
        id,
        figures: { resolvedWithinTargetShare: share, resolved } as RecordFigures,
      })),
    ).map((society) => society.id);

  it('ranks by share within target, then more resolved, then id; no share last', () => {
    expect(
      ranked([
        [1, 0.5, 4],
        [2, null, 0],
        [3, 0.8, 5],
        [4, 0.5, 6],
        [5, 0.5, 6],
      ]),
    ).toEqual([3, 4, 5, 1, 2]);
  });
});
