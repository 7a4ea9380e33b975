// What the browser requests until the first screen shows: every JS file whose request started
// before the frame in which the screen's main content was first visible (and, for reference,
// every one until the network is idle). The frame is found in the page itself: a test run from
// outside notices it later, and would count what the app asks for after that paint (what it
// defers until the screen has painted) as part of the first screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const;

const gzCache = new Map<string, number>();
export function gzipBytes(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

export interface FirstScreen {
  /** JS files (path below the dist folder) requested before the first screen showed. */
  files: string[];
  gzBytes: number;
  /** Every JS file requested until the network went idle, no interaction. */
  idleFiles: string[];
  idleGzBytes: number;
}

export interface ScreenOptions {
  browser: Browser;
  dir: string;
  url: string;
  /** The first screen is shown once this selector is visible. */
  ready: string;
  viewport: { width: number; height: number };
  prepare?: (context: BrowserContext) => Promise<void>;
  beforeGoto?: (page: Page) => Promise<void>;
}

export async function measureFirstScreen(options: ScreenOptions): Promise<FirstScreen> {
  const context = await options.browser.newContext({ viewport: options.viewport });
  await options.prepare?.(context);
  const page = await context.newPage();
  await options.beforeGoto?.(page);
  const requested: string[] = [];
  const isAppScript = (path: string) =>
    path.endsWith('.js') && !path.endsWith('mockServiceWorker.js');
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (isAppScript(path)) requested.push(path);
  });
  // Each frame, until the content shows: the time of the first frame that has it.
  await page.addInitScript((selector: string) => {
    const seen = () => {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      return box !== undefined && box.width > 0 && box.height > 0;
    };
    const watch = (now: number) => {
      if (seen()) (window as { firstScreenAt?: number }).firstScreenAt = now;
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, options.ready);
  await page.goto(options.url);
  await page.locator(options.ready).first().waitFor({ state: 'visible', timeout: 20_000 });
  const startedBefore = await page.waitForFunction(() => {
    const at = (window as { firstScreenAt?: number }).firstScreenAt;
    if (at === undefined) return null;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at)
      .map((entry) => new URL(entry.name).pathname);
  });
  const beforeFirstScreen = new Set((await startedBefore.jsonValue()) as string[]);
  const atFirstScreen = [...new Set(requested)].filter((path) => beforeFirstScreen.has(path));
  await page.waitForLoadState('networkidle');
  const atIdle = [...new Set(requested)];
  await context.close();
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipBytes(join(options.dir, file)), 0);
  return {
    files: atFirstScreen,
    gzBytes: sum(atFirstScreen),
    idleFiles: atIdle,
    idleGzBytes: sum(atIdle),
  };
}
