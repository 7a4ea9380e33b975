// The language toggle and Settings' choice during a switch: the page stays whole in its language
// until the new one is rendered, and the choice shows at once.
import { useLingui } from '@lingui/react/macro';
import { act, screen, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/language-provider';
import { LANG_KEY } from '../lib/storage-keys';
import { renderWithProviders } from '../testing/render-app';
import { LanguageChoice } from './language-choice';
import { LanguageToggle } from './language-toggle';

describe('a switch of language', () => {
  /** Text of the page that cannot render in Hindi until `ready` is settled, as a lazy part. */
  function HeldInHindi({ ready }: { ready: Promise<void> }) {
    const { language } = useLanguage();
    const { t } = useLingui();
    if (language === 'hi') use(ready);
    return <p>{t`Language`}</p>;
  }

  it('keeps the page whole in its language until the new one is rendered, the choice showing at once', async () => {
    // Hindi's catalogue already loaded, so that the switch activates it at once, in the tap.
    await activateLanguage('hi');
    await activateLanguage('en');
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    renderWithProviders(
      <>
        <LanguageToggle />
        <LanguageChoice />
        <Suspense fallback={<p>Held back</p>}>
          <HeldInHindi ready={ready} />
        </Suspense>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'हिंदी' });

    // Awaited in act: the switch's render suspends, and React retries it only so.
    await act(async () => toggle.click());
    expect(i18n.locale).toBe('hi');
    // Rendered as a transition: what is on screen stays, in English, rather than a fallback.
    expect(screen.getByText('Language', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('Held back')).not.toBeInTheDocument();
    // The choice shows, in the page's language, and the toggle is busy.
    const choice = screen.getByRole('group', { name: 'Language' });
    expect(within(choice).getByRole('radio', { name: 'हिंदी' })).toBeChecked();
    expect(choice).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-busy', 'true');

    await act(async () => release());
    expect(await screen.findByRole('group', { name: 'भाषा' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('भाषा', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-busy');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(LANG_KEY)).toBe('hi');
  });
});
