import { describe, expect, it } from 'vitest';
import { countText, formatCount } from './text';

describe('formatCount', () => {
  it('groups digits the Indian way, the same every call', () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(999)).toBe('999');
  });

  it('writes every count as Intl.NumberFormat en-IN does', () => {
    const intl = new Intl.NumberFormat('en-IN');
    const values = [0, 7, 10, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 98765432];
    values.push(123456789012, Number.MAX_SAFE_INTEGER, -1, -1000, -1234567, 1.5, 1e21, NaN);
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });
});

describe('countText', () => {
  it('uses the singular for exactly one', () => {
    expect(countText(1, 'post', 'posts')).toBe('1 post');
  });

  it('uses the plural for zero and for more than one', () => {
    expect(countText(0, 'member', 'members')).toBe('0 members');
    expect(countText(2, 'member', 'members')).toBe('2 members');
  });

  it('groups digits the Indian way', () => {
    expect(countText(1234567, 'post', 'posts')).toBe('12,34,567 posts');
  });
});
