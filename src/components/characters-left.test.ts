import { describe, expect, it } from 'vitest';
import { remainingText } from './characters-left';

describe('remainingText', () => {
  it('says what is left in words, one and many, digits grouped', () => {
    expect(remainingText(1)).toBe('1 character left');
    expect(remainingText(0)).toBe('0 characters left');
    expect(remainingText(480)).toBe('480 characters left');
    expect(remainingText(-1)).toBe('1 character over the limit');
    expect(remainingText(-1500)).toBe('1,500 characters over the limit');
  });
});
