import { describe, expect, it } from 'vitest';
import { firstLanguage } from './languages';

describe('firstLanguage', () => {
  it('keeps a stored choice over the browser', () => {
    expect(firstLanguage('hi', ['en-US'])).toBe('hi');
    expect(firstLanguage('en', ['hi-IN'])).toBe('en');
  });

  it('follows the first of the browser languages the product speaks on a first visit', () => {
    expect(firstLanguage(null, ['hi-IN', 'en'])).toBe('hi');
    expect(firstLanguage(null, ['HI'])).toBe('hi');
    expect(firstLanguage(null, ['en-US', 'hi'])).toBe('en');
    expect(firstLanguage(null, ['ta-IN', 'hi'])).toBe('hi');
  });

  it('falls back to English for anything else, a stored value it does not know included', () => {
    expect(firstLanguage(null, ['ta-IN', 'fr'])).toBe('en');
    expect(firstLanguage(null, [])).toBe('en');
    expect(firstLanguage('fr', ['hi-IN'])).toBe('hi');
    expect(firstLanguage('', [])).toBe('en');
  });
});
