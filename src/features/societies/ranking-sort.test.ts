import { describe, expect, it } from 'vitest';
import type { RecordFigures } from '../../api/societies';
import { DEFAULT_SORT, nextSort, sortRanking, type RankingEntry } from './ranking-sort';

const entry = (name: string, figures: Partial<RecordFigures>) =>
  ({ society: { id: name.length, name, city: '', state: '' }, figures }) as RankingEntry;

// In the server's ranking order.
const A = entry('Aster', { resolvedWithinTargetShare: 0.9, medianHoursToResolve: 30, opened: 2 });
const B = entry('Banyan', { resolvedWithinTargetShare: 0.5, medianHoursToResolve: 10, opened: 9 });
const C = entry('Cedar', {
  resolvedWithinTargetShare: null,
  medianHoursToResolve: null,
  opened: 2,
});

const names = (entries: RankingEntry[]) => entries.map((one) => one.society.name);

describe('sortRanking', () => {
  it("keeps the server's ranking by default", () => {
    expect(names(sortRanking([A, B, C], DEFAULT_SORT))).toEqual(['Aster', 'Banyan', 'Cedar']);
  });

  it('sorts a time fastest first on the first click, and a missing one always last', () => {
    const sort = nextSort(DEFAULT_SORT, 'medianHoursToResolve');
    expect(sort).toEqual({ column: 'medianHoursToResolve', descending: false });
    expect(names(sortRanking([A, B, C], sort))).toEqual(['Banyan', 'Aster', 'Cedar']);
    const turned = nextSort(sort, 'medianHoursToResolve');
    expect(names(sortRanking([A, B, C], turned))).toEqual(['Aster', 'Banyan', 'Cedar']);
  });

  it('breaks ties in ranking order, and sorts names A to Z first', () => {
    const byOpened = nextSort(DEFAULT_SORT, 'opened');
    expect(names(sortRanking([A, B, C], byOpened))).toEqual(['Banyan', 'Aster', 'Cedar']);
    expect(names(sortRanking([C, B, A], nextSort(DEFAULT_SORT, 'name')))).toEqual([
      'Aster',
      'Banyan',
      'Cedar',
    ]);
  });
});
