// Trending in Hindi (issue 33): the title, tiles and links in Hindi; the posts as their authors
// wrote them; the counts with Indian digit grouping and Hindi units; the posts' times in Hindi.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { blockedIdsOf } from '../../../mocks/store';
import { activateLanguage } from '../../lib/i18n/i18n';
import { formatCount } from '../../lib/text';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };
const tile = (label: string) => screen.getByText(label).closest('div')!;

describe('trending page in Hindi', { timeout: 60_000 }, () => {
  it('shows the page in Hindi, with the posts as written', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    renderApp('/trending');
    const feed = await screen.findByRole('feed', { name: 'ट्रेंडिंग पोस्ट' }, SLOW);

    const hidden = blockedIdsOf(SEED.demoUserId);
    const posts = db.post
      .getAll()
      .filter((post) => post.groupId === null && !hidden.has(post.authorId))
      .map((post) => ({
        ...post,
        engagement: post.likesCount + post.commentsCount + post.repostsCount,
      }));
    const top = Math.max(...posts.map((post) => post.engagement));
    expect(screen.getByRole('heading', { level: 1, name: 'ट्रेंडिंग पोस्ट' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'एक्सप्लोर पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(tile('कुल पोस्ट')).toHaveTextContent(`कुल पोस्ट${formatCount(posts.length)}`);
    expect(tile('कुल एंगेजमेंट')).toHaveTextContent('कुल एंगेजमेंट');
    expect(tile('टॉप पोस्ट')).toHaveTextContent(`टॉप पोस्ट${formatCount(top)} प्रतिक्रियाएँ`);

    // The most engaging post, as its author wrote it, with its time in Hindi.
    const best = posts.sort((a, b) => b.engagement - a.engagement)[0];
    const card = within(feed)
      .getAllByRole('article')
      .find((article) => article.textContent?.includes(best.content.slice(0, 30)))!;
    expect(card).toBeDefined();
    expect(card).toHaveTextContent(/पहले/);
  });
});
