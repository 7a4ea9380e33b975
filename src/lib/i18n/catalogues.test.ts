// Every text in the code has its Hindi (docs/i18n.md): a missing one fails here by name, and the
// Hindi chunk (which compiles every Hindi catalogue, failing on a missing text) loads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const catalogues = (language: string) =>
  Object.keys(import.meta.glob(`/src/**/locales/*.po`)).filter((path) =>
    path.endsWith(`/${language}.po`),
  );

/** The texts of a catalogue, each with its translation ('' when missing). */
function entries(path: string): Map<string, string> {
  const text = readFileSync(`.${path}`, 'utf8');
  const found = new Map<string, string>();
  // [msgctxt "..."] msgid "..." msgstr "..." (each possibly continued on "..." lines). A text
  // with a context is another text: the context is part of its key.
  const entry = /^(?:msgctxt ((?:".*"\n)+))?msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm;
  const joined = (lines: string) =>
    lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const match of text.matchAll(entry)) {
    const id = joined(match[2]);
    const context = match[1] ? `${joined(match[1])}\u0004` : '';
    if (id !== '') found.set(context + id, joined(match[3]));
  }
  return found;
}

describe('the catalogues', () => {
  it('have a Hindi catalogue beside every English one, with the same texts', () => {
    const english = catalogues('en');
    expect(english.length).toBeGreaterThan(0);
    for (const path of english) {
      const hindi = path.replace(/en\.po$/, 'hi.po');
      expect(catalogues('hi')).toContain(hindi);
      expect([...entries(hindi).keys()].sort(), hindi).toEqual([...entries(path).keys()].sort());
    }
  });

  it('translate every text into Hindi', () => {
    const missing = catalogues('hi').flatMap((path) =>
      [...entries(path)].filter(([, hindi]) => hindi.trim() === '').map(([id]) => `${path}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('give one English text the same Hindi in every area (the catalogues are merged)', () => {
    const seen = new Map<string, { hindi: string; path: string }>();
    const clashes: string[] = [];
    for (const path of catalogues('hi')) {
      for (const [id, hindi] of entries(path)) {
        const earlier = seen.get(id);
        if (earlier && earlier.hindi !== hindi)
          clashes.push(`${id}: "${earlier.hindi}" (${earlier.path}) vs "${hindi}" (${path})`);
        else seen.set(id, { hindi, path });
      }
    }
    expect(clashes).toEqual([]);
  });

  it('load as the Hindi chunk', async () => {
    const { messages } = await import('./hindi');
    expect(Object.keys(messages).length).toBeGreaterThan(0);
  });
});
