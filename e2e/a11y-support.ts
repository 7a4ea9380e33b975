import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { SESSION_COOKIE } from '../mocks/http';
import { FEED_SHELL } from '../src/prerender/boot-app';
import { resizeTo, settledReflowFindings } from './reflow-support';
import { savedWorld } from './saved-world';
import { signInAsCareTeam, signInWithDemoButton } from './support';

// Issue 9's standard: WCAG 2.0-2.2 A and AA plus axe's best practices, with the 2.5.8 target size
// check, which axe leaves off by default.
const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
};
// The dark theme swaps colour tokens only: the same DOM, so only the colour rules can differ.
const COLOUR_OPTIONS: RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
  resultTypes: ['violations'],
};
export type RuleSet = 'all' | 'colour';
// The engine @axe-core/playwright drives, injected once per page and run directly: the builder
// re-injects it and opens a blank page for every scan, 4-7 times slower over some 150 scans.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type Theme = 'light' | 'dark';
/** Signed in as the demo user, as the demo society's care manager, or not at all. */
export type Session = 'signed-in' | 'care-team' | 'signed-out';
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 360, height: 780 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedInStates = new Map<string, Promise<StorageState>>();

/**
 * A session's cookie, local storage and the demo's saved world (IndexedDB) after `signIn`: once per
 * worker, reused by every context.
 */
function storageStateAfter(
  browser: Browser,
  baseURL: string,
  button: string,
  signIn: (page: Page) => Promise<unknown>,
): Promise<StorageState> {
  let state = signedInStates.get(button);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
      const page = await context.newPage();
      await signIn(page);
      await waitForSavedSession(context, page);
      const saved = await context.storageState({ indexedDB: true });
      await context.close();
      return saved;
    })();
    signedInStates.set(button, state);
  }
  return state;
}

/** The demo user's session. */
export const demoStorageState = (browser: Browser, baseURL: string) =>
  storageStateAfter(browser, baseURL, 'demo', signInWithDemoButton);

/** The demo society's care manager's session (Continue as Care Team). */
export const careTeamStorageState = (browser: Browser, baseURL: string) =>
  storageStateAfter(browser, baseURL, 'care', signInAsCareTeam);

/**
 * The demo saves its world shortly after each write (mocks/browser.ts), so the state read right after
 * the sign-in could hold a saved db without the new session: every page opened with it then met a
 * 401 and landed on /login (seen in a CI run; the retry, in a new worker, signed in again).
 */
async function waitForSavedSession(context: BrowserContext, page: Page): Promise<void> {
  const token = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  expect(token, 'the session cookie').toBeTruthy();
  await expect
    .poll(async () => (await savedWorld(page))?.models.session.some((s) => s.token === token))
    .toBe(true);
}

/** A page with a session and a theme (set before the app reads it), motion reduced. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  { session, theme }: { session: Session; theme: Theme },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    viewport: VIEWPORTS.desktop,
    reducedMotion: 'reduce',
    storageState:
      session === 'signed-in'
        ? await demoStorageState(browser, baseURL)
        : session === 'care-team'
          ? await careTeamStorageState(browser, baseURL)
          : undefined,
  });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until no request has been in flight for a moment and no loading text is left, so axe sees
 * the loaded screen, not its skeleton. Client-side navigation fires no load event, hence the count.
 */
export async function settle(page: Page) {
  const pending = inFlight.get(page);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending && pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBeGreaterThanOrEqual(300);
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

const booted = new WeakSet<Page>();
/**
 * Shows `path`. The first visit loads the app; later ones navigate inside it as a link would
 * (React Router follows popstate), which saves booting the app and its worker for every route.
 */
export async function visit(page: Page, path: string) {
  if (!booted.has(page)) {
    await page.goto(path);
    await page.locator('#root > *').first().waitFor();
    // A signed-in resident's feed shows its prerendered frame first: the app replaces it.
    await expect(page.locator(FEED_SHELL)).toHaveCount(0, { timeout: 30_000 });
    booted.add(page);
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await settle(page);
}

/** The named width, by the reflow check's resize (which gives it the same height). */
export const resize = (page: Page, viewport: ViewportName) =>
  resizeTo(page, VIEWPORTS[viewport].width);

/** Axe's violations on the page now, one readable line per rule and up to five nodes each. */
export async function axeViolations(page: Page, rules: RuleSet = 'all'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options),
    rules === 'all' ? AXE_OPTIONS : COLOUR_OPTIONS,
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n'),
  );
}

export interface WidthScan {
  what: string;
  viewports: ViewportName[];
  rules: RuleSet;
  /** Before each width's scan, e.g. opening a dialog; after it, closing it again. */
  prepare?: (viewport: ViewportName) => Promise<void>;
  cleanUp?: () => Promise<void>;
}

/**
 * Scans the page at each width in turn (resizing it) with axe and for reflow (e2e/reflow-support:
 * the document no wider than the screen, no text cut off), and fails with every width's findings.
 */
export async function expectNoViolationsAtWidths(page: Page, scan: WidthScan) {
  const found: string[] = [];
  for (const viewport of scan.viewports) {
    await resize(page, viewport);
    await scan.prepare?.(viewport);
    const violations = await axeViolations(page, scan.rules);
    const reflow = await settledReflowFindings(page, scan.rules === 'all' ? 'full' : 'width');
    found.push(...[...violations, ...reflow].map((line) => `[${viewport}] ${line}`));
    await scan.cleanUp?.();
  }
  expect(found, `axe violations and reflow on ${scan.what}`).toEqual([]);
}
