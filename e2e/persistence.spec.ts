import { expect, test, type Page } from '@playwright/test';
import { expectToggleSettled, openDemoPanel, PAGE_LOAD, signInWithDemoButton } from './support';

// The demo's world lives in this browser: it survives a reload, and 'Reset demo data' brings back
// the seed.
const feedCard = (page: Page, text: string) =>
  page.getByRole('feed').getByRole('article').filter({ hasText: text });
const countOf = async (page: Page, text: string) =>
  Number(
    (await feedCard(page, text).getByRole('button', { name: /^Like/ }).innerText()).replace(
      /\D/g,
      '',
    ),
  );

test('what a resident creates survives a reload; Reset demo data restores the seed', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const concern = `Visitor parking is full every evening ${stamp}`;
  const seeded = 'Booster pump check';
  await signInWithDemoButton(page);
  await expect(feedCard(page, seeded)).toBeVisible(PAGE_LOAD);
  const seedLikes = await countOf(page, seeded);
  const seedLiked = await feedCard(page, seeded)
    .getByRole('button', { name: /^Like/ })
    .getAttribute('aria-pressed');

  // A new post and a toggled like.
  const composer = page.getByRole('region', { name: 'Create a post' });
  await composer.getByRole('textbox', { name: 'Share a concern or update' }).fill(concern);
  await composer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Parking' });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(feedCard(page, stamp)).toBeVisible();
  await feedCard(page, seeded).getByRole('button', { name: /^Like/ }).click();
  const toggledLikes = seedLiked === 'true' ? seedLikes - 1 : seedLikes + 1;
  await expect.poll(() => countOf(page, seeded)).toBe(toggledLikes);
  await expectToggleSettled(feedCard(page, seeded).getByRole('button', { name: /^Like/ }));

  await page.reload();
  await expect(feedCard(page, stamp)).toBeVisible(PAGE_LOAD);
  await expect.poll(() => countOf(page, seeded)).toBe(toggledLikes);

  // Reset: the same resident stays signed in, the world is the seed again, before and after a
  // reload.
  const panel = await openDemoPanel(page);
  await panel.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('Demo data reset')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(feedCard(page, seeded)).toBeVisible(PAGE_LOAD);
  await expect(feedCard(page, stamp)).toHaveCount(0);
  await expect.poll(() => countOf(page, seeded)).toBe(seedLikes);

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(feedCard(page, seeded)).toBeVisible(PAGE_LOAD);
  await expect(feedCard(page, stamp)).toHaveCount(0);
  await expect.poll(() => countOf(page, seeded)).toBe(seedLikes);
});
