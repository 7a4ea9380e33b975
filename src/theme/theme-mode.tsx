import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';
import { readStorage, writeStorage } from '../lib/storage';
import { THEME_KEY } from '../lib/storage-keys';
import { GlobalStyle } from './global-style';
import { themes, type ThemeName } from './tokens';

interface ThemeMode {
  mode: ThemeName;
  setMode: (mode: ThemeName) => void;
}

const ThemeModeContext = createContext<ThemeMode>({ mode: 'light', setMode: () => {} });
export const useThemeMode = () => useContext(ThemeModeContext);

/** Light by default, dark when the `theme` key says so; anything else reads as light. */
export function readStoredTheme(): ThemeName {
  return readStorage(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

/** The theme for the whole page: tokens for styled-components, the global style, <html data-theme>. */
export function ThemeModeProvider({
  children,
  initialMode,
}: {
  children: ReactNode;
  initialMode?: ThemeName;
}) {
  const [mode, setModeState] = useState<ThemeName>(() => initialMode ?? readStoredTheme());
  // A new theme restyles every component on the page: a long task on a slow phone. Deferred, it
  // renders in slices that yield to the browser, after the control that asked for it has shown
  // the choice.
  const shownMode = useDeferredValue(mode);

  useEffect(() => {
    document.documentElement.dataset.theme = shownMode;
  }, [shownMode]);

  const setMode = useCallback((next: ThemeName) => {
    setModeState(next);
    writeStorage(THEME_KEY, next);
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={themes[shownMode]}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
