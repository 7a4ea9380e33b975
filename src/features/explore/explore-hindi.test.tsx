// Explore in Hindi (issue 33): the title, period filter, sections and tabs in Hindi; hashtags and
// group names as residents wrote them; counts and trends in Hindi.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectedHashtags, SLOW } from './explore-test-utils';

const TREND_HI = { up: 'बढ़ रहा है', down: 'घट रहा है', stable: 'एक जैसा' } as const;

describe('Explore in Hindi', { timeout: 90_000 }, () => {
  it('shows Explore in Hindi, with the hashtags as written and their counts in Hindi', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/explore');

    expect(await screen.findByRole('heading', { level: 1, name: 'एक्सप्लोर' }, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ग्रुप बनाएँ' })).toBeVisible();
    expect(
      screen.getByRole('searchbox', { name: 'निवासी, सोसाइटी, हैशटैग और ग्रुप खोजें' }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'समय' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'हफ़्ता' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '24 घंटे' })).not.toBeChecked();

    const strip = await screen.findByRole('list', { name: 'ट्रेंडिंग हैशटैग' }, SLOW);
    const first = expectedHashtags('week')[0];
    const card = within(strip).getAllByRole('link')[0];
    expect(card).toHaveTextContent(`#${first.tag}`);
    expect(card).toHaveTextContent(`${first.count} पोस्ट`);
    expect(card).toHaveTextContent(TREND_HI[first.trend]);
    expect(card).toHaveTextContent('ट्रेंडिंग');
    expect(card).not.toHaveTextContent(/posts?\b|Rising|Falling|Steady/);

    expect(await screen.findByRole('heading', { name: 'सोसाइटी ग्रुप' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'सभी ग्रुप देखें' })).toHaveAttribute('href', '/groups');

    const tabs = screen.getByRole('tablist', { name: 'एक्सप्लोर के हिस्से' });
    expect(within(tabs).getByRole('tab', { name: 'ट्रेंडिंग' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'टॉप 5 हैशटैग' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'एंगेजमेंट' })).toBeVisible();
    expect(await screen.findByText('कुल पोस्ट', {}, SLOW)).toBeVisible();

    await user.click(within(tabs).getByRole('tab', { name: 'लोकप्रिय पोस्ट' }));
    expect(await screen.findByRole('feed', { name: 'लोकप्रिय पोस्ट' }, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'सभी ट्रेंडिंग पोस्ट देखें' })).toHaveAttribute(
      'href',
      '/trending',
    );
  });
});
