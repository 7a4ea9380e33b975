import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectToggleSettled, PAGE_LOAD, signInWithDemoButton } from './support';

// The demo has no server behind /api: every call must be answered by the mock worker. A call that
// goes out before the worker controls the page (a first visit, a hard navigation, a hard reload)
// reaches the static host instead, which answers 404 or the app's HTML.

const MAIN_ROUTES = [
  '',
  'home',
  'explore',
  'groups',
  'group/1',
  'trending',
  'notifications',
  'profile',
  'profile/2',
  'search?q=water',
  'care',
  'posts/1',
  'legacy/home',
  'legacy/notifications',
  'old-home',
  'demo-post-card',
  'login',
  'register',
  'landing',
];

/**
 * Every /api request that got an answer from elsewhere than the worker, as `METHOD /path`. A call
 * that got no answer at all (cut short by the next navigation) reached no server.
 */
function recordLeaks(context: BrowserContext, page: Page): string[] {
  const leaks: string[] = [];
  let navigatedAt = Date.now();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigatedAt = Date.now();
  });
  // On each response as it arrives (synchronous), so no leak is noted after a check has run.
  context.on('response', (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    // The worker's own fetches (a passthrough) and page requests it did not answer both went out.
    if (request.serviceWorker() || !response.fromServiceWorker()) {
      const by = request.serviceWorker() ? 'the worker passed it on' : 'the worker did not see it';
      const when = `${Date.now() - navigatedAt} ms after ${page.url()} loaded`;
      leaks.push(`${request.method()} ${url.pathname}: ${by}, ${response.status()}, ${when}`);
    }
  });
  return leaks;
}

/** Signed-in routes that show posts: a call held back for good would leave them empty. */
const ROUTES_WITH_POSTS = new Set(['', 'home', 'profile', 'profile/2', 'trending', 'legacy/home']);

async function visitEach(page: Page, { signedIn }: { signedIn: boolean }) {
  for (const route of MAIN_ROUTES) {
    await page.goto(route);
    await expect(page.locator('#main-content, main').first()).toBeVisible(PAGE_LOAD);
    if (signedIn && ROUTES_WITH_POSTS.has(route)) {
      await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
    }
    await page.waitForLoadState('networkidle');
  }
}

test.describe.configure({ timeout: 240_000 });

test('signed out: no /api call of any main route leaves the worker, on a hard load', async ({
  page,
  context,
}) => {
  const leaks = recordLeaks(context, page);
  await visitEach(page, { signedIn: false });
  expect(leaks).toEqual([]);
});

test('signed in: none after the sign-in, nor on a hard load of each main route', async ({
  page,
  context,
}) => {
  const leaks = recordLeaks(context, page);
  await signInWithDemoButton(page);
  await page.waitForLoadState('networkidle');
  expect(leaks).toEqual([]);
  await visitEach(page, { signedIn: true });
  expect(leaks).toEqual([]);
});

test('none on a hard reload (the page loses its worker, then gets it back)', async ({
  page,
  context,
}) => {
  const leaks = recordLeaks(context, page);
  await signInWithDemoButton(page);
  const cdp = await context.newCDPSession(page);
  for (let reload = 0; reload < 3; reload++) {
    await cdp.send('Page.reload', { ignoreCache: true });
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible(PAGE_LOAD);
    await page.waitForLoadState('networkidle');
  }
  expect(leaks).toEqual([]);
});

test('a resident who stays after the leave prompt keeps the mock backend', async ({
  page,
  context,
}) => {
  const leaks = recordLeaks(context, page);
  await signInWithDemoButton(page);
  const composer = page.getByRole('region', { name: 'Create a post' });
  await composer.getByRole('textbox', { name: 'Share a concern or update' }).fill('Unsent words');
  // The unsent draft makes the page ask before leaving; the resident stays.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.evaluate(() => (location.href = 'explore'));
  await expect(page).toHaveURL(/\/home$/);
  const like = page.getByRole('feed').getByRole('article').first().getByRole('button', {
    name: /^Like/,
  });
  const pressed = await like.getAttribute('aria-pressed');
  await like.click();
  await expect(like).not.toHaveAttribute('aria-pressed', pressed!);
  await expectToggleSettled(like);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Failed to like post')).toHaveCount(0);
  expect(leaks).toEqual([]);
});
