import { describe, expect, it } from 'vitest';
import { careQueueQueryOptions } from '../../api/concerns';
import { CARE_QUEUE_KEY } from '../concerns';
import {
  filtersToQuery,
  activeFilterCount,
  filtersToSearch,
  isFiltered,
  NO_FILTERS,
  readFilters,
  type QueueFilters,
} from './queue-filters';

const read = (search: string, choosesSociety = true) =>
  readFilters(new URLSearchParams(search), choosesSociety);

describe('the care queue filters in the address', () => {
  it('reads every filter the queue has', () => {
    expect(read('?status=in_progress&category=lift&overdue=1&sort=oldest&society=2')).toEqual({
      status: 'in_progress',
      category: 'lift',
      overdue: true,
      sort: 'oldest',
      societyId: 2,
    });
    expect(read('?overdue=true').overdue).toBe(true);
  });

  it('drops values the queue does not have', () => {
    expect(read('?status=done&category=roof&overdue=yes&sort=newest&society=11')).toEqual(
      NO_FILTERS,
    );
    expect(read('?society=0').societyId).toBeNull();
    expect(read('?society=2.5').societyId).toBeNull();
    expect(read('?society=-1').societyId).toBeNull();
  });

  it('ignores a society for a manager, who serves one', () => {
    expect(read('?society=2', false).societyId).toBeNull();
  });

  it('writes the defaults as nothing, and reads back what it wrote', () => {
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
    const filters: QueueFilters = {
      status: 'open',
      category: 'water',
      overdue: true,
      sort: 'oldest',
      societyId: 3,
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('society=3&status=open&category=water&overdue=1&sort=oldest');
    expect(readFilters(search, true)).toEqual(filters);
  });

  it('sends only what narrows or orders the list', () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({});
    expect(filtersToQuery({ ...NO_FILTERS, overdue: true, societyId: 4 })).toEqual({
      overdue: true,
      societyId: 4,
    });
  });

  it('counts the sort as no filter', () => {
    expect(isFiltered({ ...NO_FILTERS, sort: 'oldest' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, overdue: true })).toBe(true);
  });

  it('counts each filter that narrows the list', () => {
    expect(activeFilterCount({ ...NO_FILTERS, sort: 'oldest' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, category: 'lift', overdue: true })).toBe(2);
    expect(
      activeFilterCount({
        status: 'open',
        category: 'lift',
        overdue: true,
        sort: 'affected',
        societyId: 3,
      }),
    ).toBe(4);
  });

  it('keys every queue under the key concern actions refresh', () => {
    const { queryKey } = careQueueQueryOptions({ status: 'open' });
    expect(queryKey.slice(0, CARE_QUEUE_KEY.length)).toEqual([...CARE_QUEUE_KEY]);
  });
});
