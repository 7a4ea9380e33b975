import { LinguiContext } from '@lingui/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { writeStorage } from '../storage';
import { LANG_KEY } from '../storage-keys';
import { activateLanguage, activeLanguage, i18n } from './i18n';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from './languages';

interface LanguageChoice {
  language: Language;
  /**
   * Switches every text at once, without a reload: what was typed stays. Stored under `lang`.
   * Rejects, changing nothing, when the language's catalogue cannot be loaded.
   */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageChoice>({
  language: SOURCE_LANGUAGE,
  setLanguage: async () => {},
});
export const useLanguage = () => useContext(LanguageContext);

/**
 * The app's language: Lingui's provider, the choice and `<html lang>`. The language is activated
 * before the first render (main.tsx), so the first paint is already in it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(activeLanguage);

  useEffect(() => {
    const follow = () => setLanguageState(activeLanguage());
    follow();
    return i18n.on('change', follow);
  }, []);

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [language]);

  // Stored once active: a Hindi chunk that could not load (offline) leaves the choice as it was.
  const setLanguage = useCallback(async (next: Language) => {
    await activateLanguage(next);
    writeStorage(LANG_KEY, next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  // Lingui's own provider renders every text again whenever a catalogue is added, which each area
  // does as its code loads (scripts/vite-i18n.ts): a new area's English changes no text on the
  // page. Only a switch of language renders them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new value on each switch is the point
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [language]);
  return (
    <LanguageContext.Provider value={value}>
      <LinguiContext.Provider value={lingui}>{children}</LinguiContext.Provider>
    </LanguageContext.Provider>
  );
}
