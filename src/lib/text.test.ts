import { describe, expect, it } from 'vitest';
import { countText } from './text';

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
