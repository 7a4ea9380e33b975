// The shell in Hindi, and the top bar's language switch: no reload, nothing typed lost.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { LANG_KEY } from '../../lib/storage-keys';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };
// jsdom applies no media query: the sidebar and the top bar's search, shown from medium width up,
// count as hidden, so they are found with `hidden: true`.
const HIDDEN = { hidden: true };

describe('the signed-in shell', { timeout: 60_000 }, () => {
  it('speaks Hindi once Hindi is chosen, user names as written', async () => {
    const me = await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    renderApp('/home');
    const sidebar = await screen.findByRole('navigation', { name: 'मुख्य', ...HIDDEN }, SLOW);
    for (const entry of ['होम', 'एक्सप्लोर', 'ग्रुप', 'सूचनाएँ', 'प्रोफ़ाइल']) {
      expect(
        within(sidebar).getByRole('link', { name: new RegExp(`^${entry}`), ...HIDDEN }),
      ).toBeInTheDocument();
    }
    expect(
      within(sidebar).getByRole('button', { name: 'पोस्ट बनाएँ', ...HIDDEN }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'खोजें', ...HIDDEN })).toHaveAttribute(
      'placeholder',
      'निवासी, सोसाइटी या हैशटैग खोजें...',
    );
    expect(screen.getByRole('heading', { name: 'क्विक एक्शन', ...HIDDEN })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: me.fullName, ...HIDDEN }),
    ).toBeInTheDocument();
    const toEnglish = screen.getByRole('button', { description: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
  });

  it('switches language from the top bar at once, keeping what was typed', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const search = await screen.findByRole('searchbox', { name: 'Search', ...HIDDEN }, SLOW);
    await user.type(search, 'पानी की टंकी');

    await user.click(screen.getByRole('button', { description: 'हिंदी' }));
    const searchInHindi = await screen.findByRole('searchbox', { name: 'खोजें', ...HIDDEN });
    expect(searchInHindi).toBe(search);
    expect(searchInHindi).toHaveValue('पानी की टंकी');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(LANG_KEY)).toBe('hi');

    await user.click(screen.getByRole('button', { description: 'English' }));
    expect(await screen.findByRole('searchbox', { name: 'Search', ...HIDDEN })).toHaveValue(
      'पानी की टंकी',
    );
    expect(screen.getByRole('navigation', { name: 'Main', ...HIDDEN })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(localStorage.getItem(LANG_KEY)).toBe('en');
  });
});
