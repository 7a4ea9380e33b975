import { describe, expect, it } from 'vitest';
import { byTime } from './time-order';

describe('byTime', () => {
  it('puts ISO times oldest first, as the calendar does', () => {
    const times = [
      '2026-11-20T12:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '2026-11-20T11:59:59.999Z',
      '2026-01-02T00:00:00.000Z',
      '2026-11-20T12:00:00.000Z',
      '2026-11-20T12:00:00.001Z',
    ];
    const sorted = times.map((createdAt) => ({ createdAt })).sort(byTime);
    expect(sorted.map((row) => row.createdAt)).toEqual(
      [...times].sort((a, b) => Date.parse(a) - Date.parse(b)),
    );
    expect(byTime({ createdAt: times[0] }, { createdAt: times[4] })).toBe(0);
  });
});
