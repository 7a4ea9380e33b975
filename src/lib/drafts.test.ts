import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftId,
  draftKey,
  draftText,
  isRecord,
  readDraft,
  writeDraft,
} from './drafts';

const parseNote = (value: unknown) =>
  isRecord(value) && typeof value.text === 'string' ? { text: draftText(value.text, 5) } : null;

describe('drafts', () => {
  it('keys drafts under the draft: prefix', () => {
    expect(draftKey('post', 7, 'feed')).toBe('draft:post:7:feed');
  });

  it('writes, reads back through the parser, and clears', () => {
    const key = draftKey('note', 1);
    writeDraft(key, { text: 'hello world' });
    expect(readDraft(key, parseNote)).toEqual({ text: 'hello' });
    clearDraft(key);
    expect(readDraft(key, parseNote)).toBeNull();
  });

  it.each(['{broken', '42', '"text"', JSON.stringify({ text: 5 })])(
    'drops a value it cannot use (%s) without throwing',
    (stored) => {
      const key = draftKey('note', 2);
      localStorage.setItem(key, stored);
      expect(readDraft(key, parseNote)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    },
  );

  it('drops a value whose parser throws', () => {
    const key = draftKey('note', 3);
    writeDraft(key, { text: 'x' });
    expect(
      readDraft(key, () => {
        throw new Error('bad');
      }),
    ).toBeNull();
  });

  it('accepts only positive whole ids', () => {
    expect([3, 0, -1, 1.5, '3', null].map(draftId)).toEqual([3, null, null, null, null, null]);
  });
});
