// The one Lingui instance of the app (docs/i18n.md). English, the source language, is active from
// the start; each file's English texts are added by the file's own code as it loads
// (scripts/vite-i18n.ts). Hindi's catalogues and dayjs's Hindi are one chunk, fetched only when
// Hindi is chosen.
import { i18n, type Messages } from '@lingui/core';
import { dayjs } from '../dayjs';
import { readStorage } from '../storage';
import { LANG_KEY } from '../storage-keys';
import { firstLanguage, isLanguage, SOURCE_LANGUAGE, type Language } from './languages';

// `load` adds to what the areas loaded before this module ran; it never replaces.
i18n.load(SOURCE_LANGUAGE, {});
i18n.activate(SOURCE_LANGUAGE);

const loaded = new Set<Language>([SOURCE_LANGUAGE]);
let latest: Language = SOURCE_LANGUAGE;

/** Each language but English: its catalogues' chunk. */
const loaders: Record<Language, (() => Promise<{ messages: Messages }>) | null> = {
  en: null,
  hi: () => import('./hindi'),
};

/** The language this browser chose, or on a first visit the browser's own (docs/i18n.md). */
export function readLanguage(): Language {
  return firstLanguage(
    readStorage(LANG_KEY),
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  );
}

/** The language the app speaks now. */
export const activeLanguage = (): Language =>
  isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;

/**
 * Loads `language`'s catalogue if need be, then makes it the app's: every text re-renders in it.
 * A later choice made while this one loaded wins: this one then changes nothing, and its failure
 * to load is not its caller's to tell.
 */
export async function activateLanguage(language: Language): Promise<void> {
  latest = language;
  const load = loaders[language];
  if (load && !loaded.has(language)) {
    try {
      i18n.load(language, (await load()).messages);
      loaded.add(language);
    } catch (error) {
      if (latest === language) throw error;
    }
  }
  if (latest !== language) return;
  dayjs.locale(language);
  i18n.activate(language);
}

export { i18n };
