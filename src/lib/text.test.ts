import { describe, expect, it } from 'vitest';
import {
  countText,
  extractHashtags,
  extractMentions,
  formatCount,
  isBuilderWidePost,
  splitPostText,
  tagKey,
} from './text';

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

describe('hashtags and mentions in any script', () => {
  it('takes a tag of Devanagari letters whole, vowel signs and virama included', () => {
    expect(extractHashtags('#पानी #WaterSupply')).toEqual(['पानी', 'WaterSupply']);
    expect(extractHashtags('आज #साफ़_सफ़ाई अभियान')).toEqual(['साफ़_सफ़ाई']);
    expect(extractHashtags('#बिजली_कटौती२४ #प्रदूषण!')).toEqual(['बिजली_कटौती२४', 'प्रदूषण']);
    expect(extractHashtags('#パーキング #Café #水')).toEqual(['パーキング', 'Café', '水']);
  });

  it('ends a tag at punctuation and spaces, the danda too', () => {
    expect(extractHashtags('#पानी, #बिजली। #Lift.')).toEqual(['पानी', 'बिजली', 'Lift']);
  });

  it('links each tag and mention in the text, as it extracts them', () => {
    expect(splitPostText('#पानी #WaterSupply, @राम_जी ने कहा')).toEqual([
      { kind: 'hashtag', text: '#पानी', tag: 'पानी' },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#WaterSupply', tag: 'WaterSupply' },
      { kind: 'text', text: ', ' },
      { kind: 'mention', text: '@राम_जी', username: 'राम_जी' },
      { kind: 'text', text: ' ने कहा' },
    ]);
    expect(extractMentions('@राम_जी and @ravi')).toEqual(['राम_जी', 'ravi']);
  });

  it('takes no tag or mention right after a word character of any script', () => {
    expect(extractMentions('mail ravi@example.com or राम@उदाहरण')).toEqual([]);
    expect(extractHashtags('पानी#टैग a#b 𝐀#astral')).toEqual([]);
    expect(splitPostText('पानी#टैग')).toEqual([{ kind: 'text', text: 'पानी#टैग' }]);
    // An emoji is no word character: the tag after it counts.
    expect(extractHashtags('🚰#पानी')).toEqual(['पानी']);
  });

  it('leaves a # inside a link to the link', () => {
    expect(extractHashtags('https://example.com/page#section #पानी')).toEqual(['पानी']);
  });

  it('compares tags case-insensitively, however the letters were composed', () => {
    // फ़ as one code point (U+095E) and as फ plus the nukta (U+092B U+093C).
    expect(tagKey('\u095E')).toBe(tagKey('\u092B\u093C'));
    expect(tagKey('WaterSupply')).toBe(tagKey('watersupply'));
    expect(isBuilderWidePost({ content: 'सबके लिए #builderwide' })).toBe(true);
  });
});
