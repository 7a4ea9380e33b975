import { expect, test } from '@playwright/test';
import { SEED } from '../mocks/seed';
import { demoStorageState, settle, visit } from './a11y-support';
import { expectReflowAtWidths } from './reflow-support';
import { waitForTakeOver } from './support';

// The product in Hindi, in a real browser with a Devanagari font: a first visit follows the
// browser's language, and the main screens' Hindi fits a phone and a desktop (nothing clipped or
// sliding sideways, docs/i18n.md).

// Only the contexts made here speak Hindi: the shared sign-in (demoStorageState) presses the English
// demo button.
test.use({ trace: 'off' });

test.describe('a Hindi reader', () => {
  test('sees the landing in Hindi on a first visit, and can switch to English', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'लॉग इन करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The prerendered landing is already in Hindi; its buttons work once the app has taken over.
    await waitForTakeOver(page);
    await header.getByRole('button', { name: 'English' }).click();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.reload();
    // The choice is kept under `lang`, over the browser's language.
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`finds the main screens' Hindi inside their boxes at ${width} px`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        baseURL,
        locale: 'hi-IN',
        serviceWorkers: 'allow',
        viewport: { width, height: width < 768 ? 780 : 900 },
        storageState: await demoStorageState(browser, baseURL!),
      });
      const page = await context.newPage();
      await visit(page, '/home');
      await expect(page.getByRole('heading', { level: 1, name: 'होम' })).toBeVisible();
      for (const path of [
        '/home',
        '/explore',
        '/groups',
        '/notifications',
        '/profile',
        '/profile?tab=settings',
        `/posts/${SEED.othersPostId}`,
        '/societies',
        '/societies/1',
        '/search?q=पानी',
      ]) {
        await visit(page, path);
        await settle(page);
        await expectReflowAtWidths(page, `${path} in Hindi at ${width} px`, [width]);
      }
      await context.close();
    });
  }
});

test('a switch to Hindi that cannot load says so and changes nothing', async ({ page }) => {
  // On the context: the demo's service worker fetches the chunk, out of a page route's reach.
  await page
    .context()
    .route(/\/assets\/hindi-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'हिंदी' }).click();
  await expect(page.getByText('Language not changed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
});
