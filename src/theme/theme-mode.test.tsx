import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { THEME_KEY } from '../lib/storage-keys';
import { ThemeModeProvider, useThemeMode } from './theme-mode';
import { themes } from './tokens';

function DarkModeSwitch() {
  const { mode, setMode } = useThemeMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={mode === 'dark'}
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    >
      Dark Mode
    </button>
  );
}

/** A part of the page that cannot render in the dark theme until `ready` is settled. */
function HeldInDark({ ready }: { ready: Promise<void> }) {
  const theme = useTheme();
  if (theme === themes.dark) use(ready);
  return <p>{theme === themes.dark ? 'Styled dark' : 'Styled light'}</p>;
}

describe('a switch of theme', () => {
  it('shows the choice at once and restyles the page in a render that can wait', async () => {
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    render(
      <ThemeModeProvider initialMode="light">
        <DarkModeSwitch />
        <Suspense fallback={<p>Held back</p>}>
          <HeldInDark ready={ready} />
        </Suspense>
      </ThemeModeProvider>,
    );
    const dark = screen.getByRole('switch', { name: 'Dark Mode' });

    // Awaited in act: the restyling render suspends, and React retries it only so.
    await act(async () => dark.click());
    expect(dark).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    // Deferred: the page stays as it was, not a fallback, until the new theme is rendered.
    expect(screen.getByText('Styled light')).toBeInTheDocument();
    expect(screen.queryByText('Held back')).not.toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');

    await act(async () => release());
    expect(screen.getByText('Styled dark')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
