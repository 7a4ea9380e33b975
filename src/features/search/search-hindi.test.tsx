// Search in Hindi (issue 33): the page's texts in Hindi; residents' and societies' names as written;
// the result count in Hindi.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };

describe('search page in Hindi', { timeout: 60_000 }, () => {
  it('shows the hint, the field and the results in Hindi, with names as written', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/search');

    const field = await screen.findByRole(
      'searchbox',
      { name: 'निवासी, सोसाइटी, हैशटैग और ग्रुप ढूँढें' },
      SLOW,
    );
    expect(field).toHaveAttribute('placeholder', 'निवासी, सोसाइटी या हैशटैग खोजें...');
    expect(screen.getByRole('heading', { level: 1, name: 'खोजें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'कम्युनिटी में खोजें' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'उदाहरण' })).toHaveTextContent('Priya');

    await user.type(field, 'priya');
    const residents = within(await screen.findByRole('region', { name: /^निवासी/ }, SLOW));
    const link = await residents.findByRole('link', { name: /Priya Sharma/ }, SLOW);
    expect(link).toHaveTextContent('@priya_sharma · Vasundhara Greens, Pune');
    expect(screen.getByRole('heading', { name: /^निवासी/ })).toHaveTextContent(
      /निवासी\s*1\s*नतीजा/,
    );
    expect(await screen.findByText(/^"priya" के लिए \d+ (नतीजा|नतीजे)$/)).toBeVisible();

    await user.clear(field);
    await user.type(field, 'zzzqqq');
    expect(
      await screen.findByRole('heading', { name: '"zzzqqq" के लिए कोई नतीजा नहीं' }, SLOW),
    ).toBeVisible();
  });
});
