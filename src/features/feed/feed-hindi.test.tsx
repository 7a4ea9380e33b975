import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { findFeedArticles } from '../../testing/feed';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { SLOW } from '../../testing/screen-faults';
import { loginAs } from '../../testing/session';

preload(() => import('./feed-screen'));

describe('feed in Hindi', () => {
  it('shows the heading, tabs, controls and cards in Hindi, and the posts as written', async () => {
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    const { user } = renderApp('/home');

    expect(await screen.findByRole('heading', { name: 'होम' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'सभी समस्याएँ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const tab of ['मेरी सोसाइटी', 'फ़ॉलो कर रहे हैं', 'ट्रेंडिंग मुद्दे'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'नई पोस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'पोस्ट बनाएँ' })).toBeInTheDocument();

    const cards = await findFeedArticles({ name: 'पोस्ट: सभी समस्याएँ' });
    // The demo user's newest post: its text and its author's name stay as written.
    const row = db.post.findFirst({ where: { id: { equals: SEED.demoPostId } } })!;
    const author = db.user.findFirst({ where: { id: { equals: row.authorId } } })!;
    const card = cards.find((article) => article.textContent?.includes(row.content.slice(0, 40)));
    expect(card).toBeDefined();
    expect(within(card!).getByRole('link', { name: author.fullName })).toBeInTheDocument();
    // The actions and their counts, the time in Hindi.
    const like = within(card!).getByRole('button', { name: /^पसंद करें \d+$/ });
    expect(within(card!).getByRole('button', { name: /^टिप्पणी करें \d+$/ })).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    expect(card!.querySelector('time')?.textContent).toMatch(/ पहले$/);
    expect(within(card!).getByRole('group', { name: 'पोस्ट के विकल्प' })).toBeInTheDocument();
    // A like is said with both counts, in Hindi.
    const likes = Number(like.textContent?.match(/\d+/)?.[0]);
    const liked = like.getAttribute('aria-pressed') === 'true' ? likes - 1 : likes + 1;
    await user.click(like);
    expect(
      await within(card!).findByText(new RegExp(`^${liked} पसंद, \\d+ रीपोस्ट$`)),
    ).toBeInTheDocument();

    // Filter narrows to builder-wide posts and says so in Hindi.
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    expect(
      await screen.findByRole('button', { name: 'फ़िल्टर: सभी सोसाइटी में' }, SLOW),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('सिर्फ़ सभी सोसाइटी वाली पोस्ट दिख रही हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
  });

  it('says what Latest found in Hindi', async () => {
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    const { user } = renderApp('/home?tab=my-society');
    await findFeedArticles({ name: 'पोस्ट: मेरी सोसाइटी' });
    await user.click(screen.getByRole('button', { name: 'नई पोस्ट' }));
    await waitFor(() =>
      expect(screen.getByText('मेरी सोसाइटी: कोई नई पोस्ट नहीं है।')).toBeInTheDocument(),
    );
    expect(screen.getByText('सबसे नई पोस्ट दिख रही हैं')).toBeInTheDocument();
  });
});
