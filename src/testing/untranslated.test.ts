// The Hindi pass of the story tests finds what a screen still shows in English.
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { textsHindiChanges, untranslatedIn } from './untranslated';

describe('textsHindiChanges', () => {
  it('takes the static English texts that Hindi says otherwise', () => {
    const english: Messages = {
      post: 'Post',
      brand: 'Vasundhara Connect',
      greeting: ['Hello ', ['name'] as [string]],
      joined: ['Joined', ' ', 'today'],
      count: '12,345',
    };
    const hindi: Messages = {
      post: 'पोस्ट करें',
      brand: 'Vasundhara Connect',
      greeting: ['नमस्ते ', ['name'] as [string]],
      joined: ['आज', ' ', 'जुड़े'],
      count: '12,345',
    };
    expect([...textsHindiChanges(english, hindi)]).toEqual(['Post', 'Joined today']);
  });

  it('takes a text whose Hindi entry is missing', () => {
    expect([...textsHindiChanges({ save: 'Save' }, {})]).toEqual(['Save']);
  });
});

describe('untranslatedIn', () => {
  const english = new Set(['Post', 'Search', 'Dismiss notification']);

  it('finds catalogue texts in text nodes and in the attributes people read', () => {
    document.body.innerHTML = `
      <main>
        <p>Post</p>
        <p>Post this to my society, please</p>
        <input aria-label="खोजें" placeholder="Search">
        <button title="Dismiss notification">x</button>
      </main>`;
    expect(untranslatedIn(document.body, english)).toEqual([
      'Post',
      'placeholder="Search"',
      'title="Dismiss notification"',
    ]);
  });

  it("does not take the page's own <html lang> for a mark", () => {
    document.documentElement.lang = 'en-IN';
    document.body.innerHTML = '<main><p>Post</p></main>';
    expect(untranslatedIn(document.body, english)).toEqual(['Post']);
  });

  it('reads an element’s text nodes as one text, and passes over what is kept as written', () => {
    document.body.innerHTML = `
      <main>
        <a href="/hashtag/Search">#<!-- -->Search</a>
        <span translate="no">Post</span>
      </main>`;
    expect(untranslatedIn(document.body, english)).toEqual([]);
  });

  it('passes over what is marked as English', () => {
    document.body.innerHTML = `
      <main>
        <div lang="en-IN"><strong>Post</strong><input aria-label="Search"></div>
        <div lang="hi-IN"><p>पोस्ट करें</p></div>
      </main>`;
    expect(untranslatedIn(document.body, english)).toEqual([]);
  });
});
