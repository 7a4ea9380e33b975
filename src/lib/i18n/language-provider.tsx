import { LinguiContext } from '@lingui/react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { writeStorage } from '../storage';
import { LANG_KEY } from '../storage-keys';
import { activateLanguage, activeLanguage, i18n } from './i18n';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from './languages';

interface LanguageChoice {
  /** The language the page is in. */
  language: Language;
  /** The language last chosen: ahead of `language` while a switch loads and renders. */
  chosen: Language;
  /**
   * True from a choice until the page is in that language, the choice has failed, or a later
   * choice has replaced it.
   */
  switching: boolean;
  /**
   * Switches every text, without a reload (the page changes in one commit): what was typed stays.
   * Stored under `lang`. Rejects, the page left as it was, when the language's catalogue cannot
   * be loaded, unless a later choice has replaced this one by then.
   */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageChoice>({
  language: SOURCE_LANGUAGE,
  chosen: SOURCE_LANGUAGE,
  switching: false,
  setLanguage: async () => {},
});
export const useLanguage = () => useContext(LanguageContext);

/**
 * Holds what it wraps in the moment after `language` was chosen, before the page is in it
 * (Storybook's view of a switch on its way).
 */
export function SwitchingTo({ language, children }: { language: Language; children: ReactNode }) {
  const page = useLanguage();
  const value = useMemo(() => ({ ...page, chosen: language, switching: true }), [page, language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * The app's language: Lingui's provider, the choice and `<html lang>`. The language is activated
 * before the first render (main.tsx), so the first paint is already in it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(activeLanguage);
  const [requested, setRequested] = useState<Language | null>(null);

  useEffect(() => {
    // A switch renders every text on the page again: a long task on a slow phone. As a
    // transition React renders it in slices that yield to the browser, so the tap that asked for
    // it paints at once, and the page changes in one commit once the new language is rendered.
    // Lingui also tells of the English each file adds as it loads: the choice holds until it is
    // active.
    const follow = () => {
      const active = activeLanguage();
      startTransition(() => {
        setLanguageState(active);
        setRequested((current) => (current === active ? null : current));
      });
    };
    follow();
    return i18n.on('change', follow);
  }, []);

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [language]);

  // Stored once active: a Hindi chunk that could not load (offline) leaves the choice as it was.
  const setLanguage = useCallback(async (next: Language) => {
    // The choice shows first, rendered while every text is still in the page's language: once
    // a catalogue is active, each render reads it.
    flushSync(() => setRequested(next));
    try {
      await activateLanguage(next);
    } catch (error) {
      setRequested(null);
      throw error;
    }
    // A later choice made while this one loaded has won: it is the one kept.
    if (activeLanguage() === next) writeStorage(LANG_KEY, next);
  }, []);

  const switching = requested !== null && requested !== language;
  const chosen = switching ? requested : language;
  const value = useMemo(
    () => ({ language, chosen, switching, setLanguage }),
    [language, chosen, switching, setLanguage],
  );
  // Lingui's own provider renders every text again whenever a catalogue is added, which each file
  // does as its code loads (scripts/vite-i18n.ts): a new file's English changes no text on the
  // page. Only a switch of language renders them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new value on each switch is the point
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [language]);
  return (
    <LanguageContext.Provider value={value}>
      <LinguiContext.Provider value={lingui}>{children}</LinguiContext.Provider>
    </LanguageContext.Provider>
  );
}
