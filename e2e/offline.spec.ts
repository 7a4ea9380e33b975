import { expect, test } from '@playwright/test';
import { PAGE_LOAD, signInWithDemoButton } from './support';

// A resident on a train: offline, a Like, a reload that shows the browser's offline page, then
// back online. They stay signed in, and the card tells the truth about the Like.

test('going offline and reloading signs no one out, and the feed tells the truth', async ({
  page,
  context,
}) => {
  await signInWithDemoButton(page);
  const like = page
    .getByRole('feed')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Like \d+$/ });
  await expect(like).toBeVisible(PAGE_LOAD);

  await context.setOffline(true);
  // Offline the demo's worker may or may not answer the Like; whatever happened, what the card
  // shows once back online must be what the server kept.
  await like.click();
  await page.reload().catch(() => {
    // The browser's own offline page: the reload itself fails.
  });

  await context.setOffline(false);
  const feedAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/posts' && response.ok(),
  );
  await page.goto('home');
  await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  const again = page.getByRole('feed').getByRole('article').first();
  await expect(again).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  const [first] = (await (await feedAnswer).json()) as { likedByMe: boolean }[];
  await expect(again.getByRole('button', { name: /^Like \d+$/ })).toHaveAttribute(
    'aria-pressed',
    String(first.likedByMe),
  );
});
