// The product's languages (docs/i18n.md). English is the source: its texts are the ones in the code.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language named as its own readers write it: a choice of language is never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी' };

/** Where a phone's bar has no room for the name: its start, recognisable to its readers. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'En', hi: 'हिं' };

/** `<html lang>` and Intl's locale: each language as written in India. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The stored choice; on a first visit the first of the browser's languages the product speaks
 * ("hi-IN" gives Hindi, "en-US, hi" English); else English.
 */
export function firstLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return SOURCE_LANGUAGE;
}
