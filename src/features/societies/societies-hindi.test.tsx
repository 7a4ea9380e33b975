// The society records in Hindi (issue 33, docs/i18n.md): the pages' headings, figures, period and
// table in Hindi; the societies' names and places as written.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { getSocietyRecord } from '../../api/societies';
import { activateLanguage } from '../../lib/i18n/i18n';
import { preload, preloadFeed } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { loadSocietiesScreen, loadSocietyScreen } from '.';

preload(loadSocietyScreen, loadSocietiesScreen);
preloadFeed();

const LOAD = { timeout: 30_000 };
const GREENS = SEED.demoSocietyId;

describe('the society records, in Hindi', { timeout: 60_000 }, () => {
  it("shows a society's record in Hindi, its name and place as written", async () => {
    const { figures } = await getSocietyRecord(GREENS, 30);
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    renderApp(`/societies/${GREENS}`);
    await screen.findByRole('heading', { level: 1, name: 'Vasundhara Greens' }, LOAD);
    const list = await screen.findByLabelText('पिछले 30 दिनों का रिकॉर्ड', {}, LOAD);
    const opened = within(list).getByText('दर्ज हुई समस्याएँ', { selector: 'dt' });
    expect(opened.parentElement!.querySelector('dd')!.textContent).toBe(String(figures.opened));
    expect(screen.getByText(/^Pune, Maharashtra · \d+ निवासी · \d+ ग्रुप$/)).toBeVisible();
    expect(screen.getByRole('radio', { name: '30 दिन' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '90 दिन' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'सभी सोसाइटी' })).toHaveAttribute('href', '/societies');
    expect(screen.getByRole('table', { name: 'हर हफ़्ते दर्ज और हल हुई समस्याएँ' })).toBeInTheDocument();
  });

  it('ranks every society in Hindi, the names as written', async () => {
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    renderApp('/societies');
    await screen.findByRole('heading', { level: 1, name: 'सोसाइटी' }, LOAD);
    const table = await screen.findByRole('region', { name: 'सोसाइटी की तालिका' }, LOAD);
    expect(within(table).getByRole('button', { name: 'लक्ष्य के भीतर' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Vasundhara Greens' })).toBeVisible();
    expect(screen.getByText('सभी सोसाइटी एक साथ')).toBeVisible();
  });
});
