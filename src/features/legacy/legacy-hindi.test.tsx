// The older screens in Hindi (docs/i18n.md#testing-in-hindi): the banner and the older tabs.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preload(() => import('./legacy-notifications-screen'));
preload(() => import('./legacy-home-screen'));

const SLOW = { timeout: 60_000 };

/** The banner's link to the current screen, and the sentence beside it. */
async function expectHindiBanner(screenName: string, to: string) {
  const link = await screen.findByRole('link', { name: `मौजूदा ${screenName} पेज पर जाएँ` }, SLOW);
  expect(link).toHaveAttribute('href', to);
  expect(link.parentElement).toHaveTextContent(
    `पुराना वर्शन। आप ${screenName} पेज का पुराना वर्शन देख रहे हैं, जो संदर्भ के लिए रखा गया है।`,
  );
}

const tabTexts = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the older screens in Hindi', { timeout: 90_000 }, () => {
  it('shows /legacy/notifications with its banner and fixed counts in Hindi', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    renderApp('/legacy/notifications');
    await screen.findByRole('heading', { level: 1, name: 'सूचनाएँ' }, SLOW);
    await expectHindiBanner('सूचनाएँ', '/notifications');
    await screen.findByRole('tablist', { name: 'सूचनाएँ छाँटें' }, SLOW);
    expect(tabTexts()).toEqual(['सभी7', 'अपठित2', 'ज़िक्र1']);
  });

  it('shows /legacy/home with its older tabs in Hindi', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    renderApp('/legacy/home');
    await expectHindiBanner('होम', '/home');
    const forYou = await screen.findByRole('tab', { name: 'आपके लिए' }, SLOW);
    const tablist = forYou.closest('[role="tablist"]') as HTMLElement;
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['आपके लिए', 'फ़ॉलो कर रहे हैं', 'मेरी सोसाइटी', 'ट्रेंडिंग']);
  });
});
