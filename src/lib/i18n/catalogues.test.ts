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
  // msgid "..." then msgstr "..." (each possibly continued on "..." lines).
  const entry = /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm;
  const joined = (lines: string) =>
    lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const match of text.matchAll(entry)) {
    const id = joined(match[1]);
    if (id !== '') found.set(id, joined(match[2]));
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

  it('load as the Hindi chunk', async () => {
    const { messages } = await import('./hindi');
    expect(Object.keys(messages).length).toBeGreaterThan(0);
  });
});
