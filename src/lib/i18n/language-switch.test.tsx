import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { LANG_KEY } from '../storage-keys';
import { dayjs } from '../dayjs';
import { activateLanguage, i18n, readLanguage } from './i18n';

describe('the language', () => {
  it('renders a screen in Hindi once Hindi is active, with <html lang> and dayjs following', async () => {
    await activateLanguage('hi');
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 पेज नहीं मिला' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(dayjs().subtract(5, 'minute').fromNow()).toBe('5 मिनट पहले');
  });

  it('is English by default, in the exact English texts', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(dayjs().subtract(5, 'minute').fromNow()).toBe('5 minutes ago');
    expect(i18n.locale).toBe('en');
  });

  it('reads the stored choice under `lang`', () => {
    expect(readLanguage()).toBe('en');
    localStorage.setItem(LANG_KEY, 'hi');
    expect(readLanguage()).toBe('hi');
  });
});
