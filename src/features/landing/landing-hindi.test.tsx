import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import {
  counter,
  dbFeedPosts,
  pageBanner,
  tabCount,
  visibleCards,
  waitForCards,
} from './landing-test-utils';
import { firstName } from './landing-header';

// The page renders ten full post cards; on a loaded machine that takes seconds in jsdom.
const SLOW = { timeout: 60_000 };

/** The number of the counter tile labelled `label` in the Hindi stats region. */
const hindiCounter = (label: string) => counter(label, 'कम्युनिटी एक नज़र में');

describe('the landing page in Hindi', SLOW, () => {
  it("reads in Hindi for a visitor, with the residents' posts as written", async () => {
    await activateLanguage('hi');
    const { user } = renderApp('/');
    await waitForCards();

    expect(
      screen.getByRole('heading', { level: 1, name: 'आपकी सोसाइटी की बात, अब सुनी जाएगी।' }),
    ).toBeInTheDocument();
    const banner = pageBanner();
    expect(within(banner).getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(banner).getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'अपनी कम्युनिटी से जुड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कम्युनिटी की समस्याएँ' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'समस्याएँ खोजें' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'सोसाइटी' })).getAllByRole('option')[0],
    ).toHaveTextContent('सभी सोसाइटी');

    // Counts: the numbers from the data, the labels in Hindi.
    const posts = dbFeedPosts();
    const builderWide = posts.filter((entry) => entry.builderWide).length;
    expect(hindiCounter('समस्याएँ')).toBe(posts.length);
    expect(hindiCounter('सभी सोसाइटी में')).toBe(builderWide);
    expect(tabCount('सभी समस्याएँ')).toBe(posts.length);
    expect(tabCount('एक सोसाइटी में')).toBe(posts.length - builderWide);
    expect(posts.length).toBeGreaterThan(10);
    expect(screen.getByText(`${posts.length} में से 10 समस्याएँ दिखाई जा रही हैं।`)).toBeInTheDocument();

    // User content stays as written; its time reads in Hindi.
    const [card] = visibleCards();
    const newest = posts.find(({ post }) => card.textContent!.includes(post.content.slice(0, 40)));
    expect(newest).toBeDefined();
    expect(within(card).getByRole('link', { name: newest!.author.fullName })).toBeInTheDocument();
    expect(visibleCards().some((each) => /पहले|अभी/.test(each.textContent ?? ''))).toBe(true);

    // The Login Required dialog, from a Quick Action.
    const actions = screen.getByRole('region', { name: 'क्विक एक्शन' });
    await user.click(within(actions).getByRole('button', { name: 'समस्या दर्ज करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'लॉग इन ज़रूरी है' });
    expect(
      within(dialog).getByRole('button', { name: 'डेमो यूज़र के रूप में जारी रखें' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'नया अकाउंट बनाएँ' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('welcomes a signed-in resident in Hindi by their own name, and switches back to English in place', async () => {
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    renderApp('/landing');
    await waitForCards();
    const banner = pageBanner();
    const name = firstName(db.user.findFirst({ where: { id: { equals: SEED.demoUserId } } })!);
    expect(within(banner).getByText(`फिर से स्वागत है, ${name}!`)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute('href', '/home');

    await act(() => activateLanguage('en'));
    await waitFor(() =>
      expect(within(banner).getByText(`Welcome back, ${name}!`)).toBeInTheDocument(),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your society, heard.' }),
    ).toBeInTheDocument();
  });
});
