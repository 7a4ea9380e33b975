import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };

// The first render of a file compiles the lazy screens: on a busy machine that takes seconds.
describe('post page in Hindi', { timeout: 60_000 }, () => {
  it('shows the page, the card and its comments in Hindi, the post and comments as written', async () => {
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    const row = db.post.findFirst({ where: { id: { equals: SEED.demoPostId } } })!;
    const author = db.user.findFirst({ where: { id: { equals: row.authorId } } })!;
    const comments = db.comment.findMany({ where: { postId: { equals: row.id } } });
    expect(comments.length).toBeGreaterThan(0);
    const { user } = renderApp(`/posts/${row.id}`);

    const card = await screen.findByRole('article', { name: author.fullName }, SLOW);
    expect(card).toHaveTextContent(row.content.slice(0, 40));
    expect(screen.getByRole('heading', { level: 1, name: 'पोस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/home');
    expect(within(card).getByRole('button', { name: /^टिप्पणी करें \d+$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(card.querySelector('time')?.textContent).toMatch(/ पहले$/);

    // The comments: their texts as written, the box and its button in Hindi.
    const section = await screen.findByRole(
      'region',
      { name: `${author.fullName} की पोस्ट पर टिप्पणियाँ` },
      SLOW,
    );
    const list = await within(section).findByRole('list', { name: 'टिप्पणियाँ' }, SLOW);
    for (const comment of comments)
      expect(list).toHaveTextContent(comment.content.slice(0, 30).trim());
    expect(within(list).getAllByRole('listitem')[0].querySelector('time')?.textContent).toMatch(
      / पहले$/,
    );
    const box = within(section).getByRole('textbox', { name: 'टिप्पणी लिखें' });
    expect(box).toHaveAttribute('placeholder', 'टिप्पणी लिखें...');
    await user.type(box, 'पानी का दबाव आज ठीक है');
    await user.click(within(section).getByRole('button', { name: 'टिप्पणी करें' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('टिप्पणी पोस्ट हो गई।'),
    );
    expect(await within(list).findByText('पानी का दबाव आज ठीक है')).toBeInTheDocument();
  });

  it("says 'पोस्ट नहीं मिली' for an unknown post", async () => {
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    renderApp('/posts/abc');
    expect(await screen.findByRole('heading', { name: 'पोस्ट नहीं मिली' }, SLOW)).toBeVisible();
    expect(screen.getByText('हो सकता है इसे हटा दिया गया हो, या लिंक अधूरा हो।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/home');
  });
});
