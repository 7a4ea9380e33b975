import { expect, test, type Page } from '@playwright/test';
import { PAGE_LOAD } from './support';

// A visitor on the built demo: the landing page, its filters, the 'Login Required' prompt on every
// interaction, and the demo sign-in it offers.
const concerns = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const tabCount = async (page: Page, name: string) =>
  Number(
    (await page.getByRole('tab', { name: new RegExp(`^${name}`) }).innerText()).replace(/\D/g, ''),
  );

test('a visitor browses and filters the landing page, then signs in as the demo user', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Your society, heard.' })).toBeVisible(
    PAGE_LOAD,
  );
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(concerns(page)).toHaveCount(10, PAGE_LOAD);
  const all = await tabCount(page, 'All Concerns');
  expect(all).toBeGreaterThan(10);

  // The society filter: fewer concerns, each from that society; then back to all.
  const society = 'Vasundhara Lakeview';
  await page.getByRole('combobox', { name: 'Society' }).selectOption(society);
  await expect.poll(() => tabCount(page, 'All Concerns')).toBeLessThan(all);
  const shown = await concerns(page).count();
  expect(shown).toBeGreaterThan(0);
  for (let index = 0; index < shown; index += 1)
    await expect(concerns(page).nth(index)).toContainText(society);

  // The text filter on top of it, then cleared.
  await page.getByRole('combobox', { name: 'Society' }).selectOption('');
  await page.getByRole('searchbox', { name: 'Search concerns' }).fill('tanker');
  await expect.poll(() => tabCount(page, 'All Concerns')).toBeLessThan(all);
  await expect(concerns(page).first()).toContainText(/tanker/i);
  await page.getByRole('searchbox', { name: 'Search concerns' }).fill('');
  await expect.poll(() => tabCount(page, 'All Concerns')).toBe(all);

  // Builder-Wide tab: every card carries the badge.
  await page.getByRole('tab', { name: /^Builder-Wide/ }).click();
  await expect(concerns(page).first()).toContainText('Builder-Wide');
  await page.getByRole('tab', { name: /^All Concerns/ }).click();

  // Like, comment and repost are locked for a visitor (aria-disabled, still focusable and
  // clickable so they can explain why): each opens the login prompt and changes nothing.
  const first = concerns(page).first();
  const likeBefore = await first.getByRole('button', { name: /^Like/ }).innerText();
  for (const action of [/^Like/, /^Comments?\W*\d/, /^Repost/]) {
    const button = first.getByRole('button', { name: action });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Login with Account' })).toHaveAttribute(
      'href',
      /\/login$/,
    );
    await expect(dialog.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      /\/register$/,
    );
    await expect(dialog.getByRole('button', { name: 'Continue as Demo User' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  expect(await first.getByRole('button', { name: /^Like/ }).innerText()).toBe(likeBefore);

  // From the prompt, the demo sign-in opens the feed.
  await first.getByRole('button', { name: /^Like/ }).click({ force: true });
  await page
    .getByRole('dialog', { name: 'Login Required' })
    .getByRole('button', { name: 'Continue as Demo User' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible(PAGE_LOAD);

  // Signed in, the landing page greets the resident and offers the Dashboard.
  await page.goto('landing');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible(PAGE_LOAD);
});
