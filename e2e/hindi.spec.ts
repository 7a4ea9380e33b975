import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEED } from '../mocks/seed';
import { careTeamStorageState, demoStorageState, settle, visit } from './a11y-support';
import { expectReflowAtWidths } from './reflow-support';
import { waitForTakeOver } from './support';

// The product in Hindi, in a real browser with a Devanagari font: a first visit follows the
// browser's language, and the main screens' Hindi fits a phone and a desktop (nothing clipped or
// sliding sideways, docs/i18n.md).

// HINDI_SCREENSHOTS=<folder> also saves each screen, for a designer to look at.
const screenshotFolder = process.env.HINDI_SCREENSHOTS;
async function saveScreenshot(page: Page, name: string) {
  if (!screenshotFolder) return;
  const file = name.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-');
  await page.screenshot({ path: `${screenshotFolder}/${file}.png`, fullPage: true });
}

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

  const RESIDENT_SCREENS = [
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
  ];
  // The demo society's manager: the queue, a concern with its actions, reports, a removed post.
  // Each with what shows it is the care team's own screen, not a redirect or a refusal.
  const queue = (page: Page) => page.getByRole('heading', { level: 1, name: 'केयर कतार' });
  const CARE_TEAM_SCREENS: Array<[string, (page: Page) => Locator]> = [
    ['/care', queue],
    ['/care?overdue=1&sort=oldest', queue],
    [
      `/posts/${SEED.openNeighbourConcernId}`,
      (page) => page.getByRole('region', { name: 'केयर टीम की कार्रवाई' }),
    ],
    ['/care/reports', (page) => page.getByRole('heading', { name: 'Sneha Patil की पोस्ट' })],
    [
      `/posts/${SEED.removedPostId}`,
      (page) => page.getByRole('heading', { name: 'यह पोस्ट केयर टीम ने हटा दी है' }),
    ],
  ];

  for (const width of [360, 1280]) {
    for (const [who, screens] of [
      ['resident', RESIDENT_SCREENS.map((path) => [path, null] as const)],
      ['care team', CARE_TEAM_SCREENS],
    ] as const) {
      test(`finds the ${who}'s main screens' Hindi inside their boxes at ${width} px`, async ({
        browser,
        baseURL,
      }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({
          baseURL,
          locale: 'hi-IN',
          serviceWorkers: 'allow',
          viewport: { width, height: width < 768 ? 780 : 900 },
          storageState: await (who === 'resident' ? demoStorageState : careTeamStorageState)(
            browser,
            baseURL!,
          ),
        });
        const page = await context.newPage();
        await visit(page, '/home');
        await expect(page.getByRole('heading', { level: 1, name: 'होम' })).toBeVisible();
        for (const [path, shows] of screens) {
          await visit(page, path);
          if (shows) await expect(shows(page)).toBeVisible();
          await settle(page);
          await expectReflowAtWidths(page, `${path} in Hindi at ${width} px`, [width]);
          await saveScreenshot(page, `${who} ${path} ${width}`);
        }
        await context.close();
      });
    }
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
  await expect(page.getByRole('button', { name: 'हिंदी' })).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
});

test("the top bar's toggle stays busy until the page is in Hindi, though other screens load meanwhile", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    storageState: await demoStorageState(browser, baseURL!),
  });
  let releaseHindi = () => {};
  const hindiHeld = new Promise<void>((resolve) => (releaseHindi = resolve));
  await context.route(/\/assets\/hindi-[^/]+\.js$/, async (route) => {
    await hindiHeld;
    await route.continue();
  });
  const page = await context.newPage();
  await visit(page, '/home');
  const toHindi = page.getByRole('banner').getByRole('button', { name: 'हिंदी' });
  await toHindi.click();
  await expect(toHindi).toHaveAttribute('aria-busy', 'true');
  // Explore's code, with its English texts, is added to the page while Hindi is on its way.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(toHindi).toHaveAttribute('aria-busy', 'true');

  releaseHindi();
  await expect(page.getByRole('heading', { level: 1, name: 'एक्सप्लोर' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'English' }),
  ).not.toHaveAttribute('aria-busy');
  await context.close();
});
