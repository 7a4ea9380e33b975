// Helpers of the real-backend project: the app built with VITE_API_MOCKING=off, its /api proxied
// to the contract server (documented calls only). Every spec starts from the server's seed.
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { resetContractServer } from '../contract-server/control.ts';
import {
  expectToggleSettled,
  PAGE_LOAD,
  waitForTakeOver,
  watchPersonsStories,
} from '../support.ts';

export { expectToggleSettled, PAGE_LOAD, waitForTakeOver, watchPersonsStories };

/** Texts no screen may show against this server: a failed read of a proposed call is no error. */
export const ERROR_TEXTS = /Failed to |Something went wrong|Please try again|went wrong/;

export interface ApiCalls {
  /** Every /api request the page sent, as `METHOD /path?query`, in order. */
  sent: string[];
  /** The requests themselves, for their bodies and headers. */
  requests: Request[];
}

export const test = base.extend<{
  apiCalls: ApiCalls;
  seededServer: void;
  recordedToasts: void;
}>({
  // Every test starts from the server's seed, with its log empty.
  seededServer: [
    async ({}, use) => {
      await resetContractServer();
      await use();
    },
    { auto: true },
  ],
  recordedToasts: [
    async ({ page }, use) => {
      await page.addInitScript(recordToasts);
      await use();
    },
    { auto: true },
  ],
  apiCalls: async ({ page }, use) => {
    const calls: ApiCalls = { sent: [], requests: [] };
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      calls.sent.push(`${request.method()} ${url.pathname}${url.search}`);
      calls.requests.push(request);
    });
    await use(calls);
  },
});

export { expect };

/** The seeded accounts of the contract server (e2e/contract-server/seed.ts). */
export const DEMO = { fullName: 'Demo Resident', username: 'demo', id: 1 };
export const PRIYA = { fullName: 'Priya Sharma', username: 'priya_sharma', id: 2 };
export const MEERA = { fullName: 'Meera Nair', username: 'meera_nair', id: 8 };

/** Signs in with the login page's demo button and waits for the feed (auth.spec's flows). */
export async function signInWithDemoButton(page: Page) {
  await page.goto('login');
  await page.getByRole('button', { name: 'Continue as Demo User' }).click();
  await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  await expect(feedArticles(page).first()).toBeVisible(PAGE_LOAD);
}

/**
 * Signed in as the demo user without going through the login page (its flows are auth.spec's):
 * the documented demo sign-in through the preview's proxy sets the session cookie in the browser,
 * and the app finds the user it stores on sign-in. Then opens `path` (the feed by default, once it
 * shows posts).
 */
export async function signInAsDemo(page: Page, path = 'home') {
  const response = await page.request.post('api/auth/demo-login');
  expect(response.status()).toBe(200);
  const stored = JSON.stringify(await response.json());
  await page.addInitScript((user) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', user);
  }, stored);
  await page.goto(path);
  if (path === 'home') await expect(feedArticles(page).first()).toBeVisible(PAGE_LOAD);
}

export const feedArticles = (page: Page) => page.getByRole('feed').getByRole('article');

export const feedCard = (page: Page, text: string | RegExp) =>
  feedArticles(page).filter({ hasText: text });

/**
 * The feed's card with this text, scrolled to: only the cards near the viewport are mounted, and
 * the feed loads its next page as the resident nears its end.
 */
export async function scrollToCard(page: Page, text: string | RegExp) {
  const card = feedCard(page, text);
  for (let step = 0; step < 150 && (await card.count()) === 0; step++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(40);
  }
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** No error text and no crash screen anywhere on the page. */
export async function expectNoErrorText(page: Page) {
  await expect(page.getByText(ERROR_TEXTS)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: ERROR_TEXTS })).toHaveCount(0);
}

/** The toasts' live regions, polite and assertive (one toast at a time). */
export const toasts = (page: Page) => page.locator('[data-live-region]');

declare global {
  interface Window {
    toastsSeen?: string[];
  }
}

/** In the page, from its start: the text of every toast shown, however briefly. */
function recordToasts() {
  window.toastsSeen = [];
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
      const text = toast.textContent ?? '';
      if (!window.toastsSeen!.includes(text)) window.toastsSeen!.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Every toast this page has shown since it loaded. */
export const toastsSeen = (page: Page) => page.evaluate(() => window.toastsSeen ?? []);

/** No toast since the page loaded said that something failed. */
export async function expectNoFailureToast(page: Page) {
  expect(await toastsSeen(page)).not.toContainEqual(expect.stringMatching(/Failed|Error/));
}
