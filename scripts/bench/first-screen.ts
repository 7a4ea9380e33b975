// What the browser requests until the first screen shows: every JS file fetched from navigation
// until the screen's main content is visible (and, for reference, until the network is idle).
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
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js') && !path.endsWith('mockServiceWorker.js')) requested.push(path);
  });
  await page.goto(options.url);
  await page.locator(options.ready).first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const atFirstScreen = [...new Set(requested)];
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
