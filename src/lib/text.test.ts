import { describe, expect, it } from 'vitest';
import { countText, formatCount } from './text';

describe('formatCount', () => {
  it('groups digits the Indian way, the same every call', () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(999)).toBe('999');
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
