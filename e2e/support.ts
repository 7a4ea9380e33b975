import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { SHELL_STYLE } from '../src/prerender/boot-app';

/** Every response to the page's own /api calls, in order (requests to other paths are assets). */
export function recordApiResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) responses.push(response);
  });
  return responses;
}

/**
 * Waits until the page has made at least `count` /api calls and the network has settled. A slow
 * machine may pause between the sign-in and the next screen's calls, longer than networkidle's
 * 500 ms, so the count is awaited first.
 */
export async function settleApiCalls(page: Page, responses: Response[], count: number) {
  await expect.poll(() => responses.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await page.waitForLoadState('networkidle');
}

/** Each recorded /api response came from the service worker and succeeded. */
export function expectAnsweredByWorker(responses: Response[]): void {
  expect(responses.length, 'the page made /api calls').toBeGreaterThan(0);
  for (const response of responses) {
    const call = `${response.request().method()} ${new URL(response.url()).pathname}`;
    expect(response.fromServiceWorker(), `${call} answered by the service worker`).toBe(true);
    expect(response.status(), `${call} status`).toBeLessThan(400);
  }
}

/** Opens the login page (relative to the project's baseURL) and uses the demo button. */
export async function signInWithDemoButton(page: Page): Promise<{ fullName: string }> {
  await page.goto('login');
  const [demoLogin] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/demo-login')),
    page.getByRole('button', { name: 'Continue as Demo User' }).click(),
  ]);
  expect(demoLogin.status()).toBe(200);
  expect(demoLogin.fromServiceWorker()).toBe(true);
  const user = (await demoLogin.json()) as { fullName: string };
  expect(user.fullName).toBeTruthy();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(user.fullName, { exact: true }).first()).toBeVisible();
  return user;
}

/**
 * On the login page, the demo's Continue as Care Team: the demo society's manager, who starts on
 * the care queue.
 */
export async function continueAsCareTeam(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue as Care Team' }).click();
  await expect(page).toHaveURL(/\/care$/, PAGE_LOAD);
  await expect(page.getByRole('link', { name: 'Care queue' }).first()).toBeVisible(PAGE_LOAD);
}

/** Opens the login page and signs in as the care team (`continueAsCareTeam`). */
export async function signInAsCareTeam(page: Page): Promise<void> {
  await page.goto('login');
  await continueAsCareTeam(page);
}

/** The status of a same-origin call made from inside the page, so it goes through the worker. */
export function fetchStatusInPage(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).status, path);
}

/**
 * For the first content after a navigation or reload: a loaded 2-core machine may take longer
 * than the default 10 s to fetch and run the screen's chunks.
 */
export const PAGE_LOAD = { timeout: 30_000 };

/** Waits until the app has replaced the prerendered landing: the shell's style goes with it. */
export async function waitForTakeOver(page: Page) {
  await expect(page.locator(SHELL_STYLE)).toHaveCount(0, PAGE_LOAD);
}

/** Opens the demo's control panel with its keyboard shortcut (mock builds only). */
export async function openDemoPanel(page: Page) {
  // The shortcut listens from the app's first render; the panel shows once its chunk is in.
  await page.keyboard.press('Alt+Shift+KeyD');
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await expect(panel).toBeVisible(PAGE_LOAD);
  return panel;
}

/** A signed-in resident as the app stores one (src/features/auth/stored-user.ts), no session. */
export const STORED_RESIDENT = JSON.stringify({
  id: 1,
  fullName: 'Aarav Mehta',
  username: 'aarav',
});
/** Stores `user` as the signed-in one: for page.addInitScript or page.evaluate. */
export const storeUser = (user: string) => localStorage.setItem('user', user);

const APP_SCRIPTS = '**/assets/*.js';

/**
 * The page as a browser without the app's JavaScript gets it (the prerendered landing only).
 * Resolves to the function that lets the scripts through again.
 */
export async function blockAppScripts(page: Page): Promise<() => Promise<void>> {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  return () => page.unroute(APP_SCRIPTS);
}

/** Holds the app's scripts back (a slow phone's network), so the page shows what it has alone. */
export async function holdAppScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(APP_SCRIPTS, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Plays the open story viewer to the last story of the person it shows (their stories are one
 * circle in the strip, seen once all are), then closes it.
 */
export async function watchPersonsStories(viewer: Locator) {
  const position = viewer.getByRole('status').filter({ hasText: /^Story \d+ of \d+/ });
  for (;;) {
    const [, at, of] = /Story (\d+) of (\d+)/.exec((await position.textContent()) ?? '') ?? [];
    if (!at || at === of) break;
    await viewer.getByRole('button', { name: 'Next story' }).click();
    await expect(position).toContainText(`Story ${Number(at) + 1} of ${of}`);
  }
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
}

// Issue 32: the journeys that pass one phone between people (concerns, reports).
/** Switches the demo's phone to `fullName` through the demo panel, which it closes again. */
export async function switchPerson(page: Page, fullName: string): Promise<void> {
  const panel = await openDemoPanel(page);
  const select = panel.getByRole('combobox', { name: 'Signed in as' });
  const option = select.getByRole('option', { name: new RegExp(`^${fullName} \\(@`) });
  await select.selectOption({ label: (await option.textContent())?.trim() ?? fullName });
  await expect(page.getByText(`You are now ${fullName}.`)).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
}

/**
 * A toggle (Like, Repost, Save, Affects me too) whose call has been answered. It shows the state
 * asked for at once and sends its call once that frame has painted; meanwhile it is aria-disabled,
 * and a second press, or a reload, would come before the server knew of the first.
 */
export async function expectToggleSettled(toggle: Locator): Promise<void> {
  await expect(toggle).not.toHaveAttribute('aria-disabled', 'true', PAGE_LOAD);
}
