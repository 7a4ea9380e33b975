import { expect, test, type Page } from '@playwright/test';
import { SHELL_STYLE } from '../src/prerender/boot-app';
import { blockAppScripts, PAGE_LOAD, waitForTakeOver, storeUser, STORED_RESIDENT } from './support';

// The landing is prerendered into index.html at build time (scripts/vite-prerender.ts): a visitor
// sees it before any JavaScript has run, and the app then takes over the same page.

const HERO = { name: 'Your society, heard.' };
const heroBox = (page: Page) =>
  page.getByRole('heading', HERO).evaluate((heading) => {
    const { x, y, width, height } = heading.getBoundingClientRect();
    return { x, y, width, height };
  });

for (const path of ['/', '/landing', '/public-home']) {
  test(`${path} shows the landing from the HTML alone`, async ({ page }) => {
    await blockAppScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', HERO)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Join Your Community' })).toBeVisible();
  });
}

test('pages other than the landing, and a signed-in resident, get no prerendered landing', async ({
  page,
}) => {
  await blockAppScripts(page);
  await page.goto('/home');
  await expect(page.locator('#root')).toBeEmpty();

  // A signed-in resident at / gets the feed's frame instead (prerendered-feed.spec.ts), and not
  // even that once the app's scripts have failed.
  await page.evaluate(storeUser, STORED_RESIDENT);
  await page.goto('/');
  await expect(page.getByRole('heading', HERO)).toHaveCount(0);
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.locator(SHELL_STYLE)).toHaveCount(0);
});

test('a Hindi browser, or a stored choice of Hindi, gets the Hindi prerendered landing', async ({
  browser,
  baseURL,
}) => {
  const hindiHero = { name: 'आपकी सोसाइटी की बात, अब सुनी जाएगी।' };
  const context = await browser.newContext({ baseURL, locale: 'hi-IN' });
  const page = await context.newPage();
  await blockAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', hindiHero)).toBeVisible();
  await expect(page.getByRole('link', { name: 'अपनी कम्युनिटी से जुड़ें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // A stored choice wins over the browser's language, both ways.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', HERO)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await context.close();

  const english = await browser.newContext({ baseURL, locale: 'en-US' });
  const englishPage = await english.newPage();
  await englishPage.addInitScript(() => localStorage.setItem('lang', 'hi'));
  await blockAppScripts(englishPage);
  await englishPage.goto('/landing');
  await expect(englishPage.getByRole('heading', hindiHero)).toBeVisible();
  await english.close();
});

test('a stored dark theme gets the dark prerendered landing', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await blockAppScripts(page);
  await page.goto('/');
  const background = await page
    .locator('body')
    .evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(background).toBe('rgb(14, 20, 18)');
});

test('the app takes over the prerendered page where it stands, and it works', async ({ page }) => {
  const unblock = await blockAppScripts(page);
  await page.goto('/');
  const prerendered = await heroBox(page);
  await unblock();

  await page.goto('/', PAGE_LOAD);
  // The app's own landing: the shell's styles are gone with it, and the posts come from the API.
  await waitForTakeOver(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await heroBox(page)).toEqual(prerendered);

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue as Demo User' })).toBeVisible();
});
