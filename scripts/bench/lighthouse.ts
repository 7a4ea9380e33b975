// Lighthouse (npm, mobile preset with simulated throttling) on the landing page and the feed of the
// demo build, or of the real-backend build with the mock backend's handlers answering beside it
// (what a resident's phone runs: no mock backend in the page). The feed needs a signed-in resident:
// the profile gets what a returning resident's browser holds (the demo's saved db with a session,
// the session cookie, the stored user), then the HTTP cache and the service worker are cleared, so
// the page loads cold and the demo starts the mock worker itself.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Snapshot } from '../../mocks/persist.ts';
import { clearSavedWorld, putSavedWorld } from '../../e2e/saved-world.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { signedInSnapshot } from './signed-in.ts';
import { serve, type Backend } from './server.ts';
import { freshBackend } from './stub-api.ts';

export interface LighthouseResult {
  page: string;
  cpuSlowdown: number;
  /** Where the page ended up (a signed-out /home would end on /login). */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's own measure of the host's CPU speed (higher is faster), taken at each run. */
  benchmarkIndex: number;
  failing: string[];
}

/** The mobile preset's CPU slowdown, and twice it: a low-end phone (the targets name both). */
export const CPU_SLOWDOWNS = [4, 8] as const;
export const LOW_END_CPU_SLOWDOWN = CPU_SLOWDOWNS[1];
export type CpuSlowdown = (typeof CPU_SLOWDOWNS)[number];

/** Each page's targets at each slowdown: the performance score, and at 8x the blocking time. */
export const LIGHTHOUSE_TARGETS: Record<
  CpuSlowdown,
  Record<string, { performance: number; tbtMs?: number }>
> = {
  4: { '/': { performance: 98 }, '/home': { performance: 96 } },
  8: { '/': { performance: 95, tbtMs: 150 }, '/home': { performance: 92, tbtMs: 150 } },
};

async function waitForDebugger(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

/** The audited pages: the landing for a first-time visitor, the feed for a returning resident. */
const PAGES = [
  ['/', false],
  ['/home', true],
] as const;

export interface LighthouseOptions {
  port: number;
  debugPort: number;
  /** Runs per page; the median by performance score is kept. */
  runs?: number;
  cpuSlowdown?: number;
  paths?: readonly string[];
  /**
   * For the real-backend build: the backend answering its /api calls beside the files (the mock
   * backend's handlers in Node, stub-api.ts). The demo build brings its own, in the page.
   */
  backend?: Backend;
}

export async function runLighthouse(
  dir: string,
  {
    port,
    debugPort,
    runs = 3,
    cpuSlowdown = CPU_SLOWDOWNS[0],
    paths = PAGES.map(([path]) => path),
    backend,
  }: LighthouseOptions,
) {
  const server = await serve(dir, port, { tls: true, api: backend });
  const profile = mkdtempSync(join(tmpdir(), 'vc-bench-lh-'));
  const browserProcess = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      // The server's certificate is its own, made for this run (server.ts).
      '--ignore-certificate-errors',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger(debugPort);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    const context = browser.contexts()[0];
    const origin = server.url;

    /** Empties the origin (storage, service workers, cookies, HTTP cache), then stores `state`. */
    async function prepareOrigin(state?: { token: string; user: string; world: Snapshot }) {
      await context.clearCookies();
      const page = await context.newPage();
      // A static file of the origin: its document can reach the origin's storage without starting
      // the app.
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(async (user) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const registration of await navigator.serviceWorker.getRegistrations()) {
          await registration.unregister();
        }
        if (user) localStorage.setItem('user', user);
      }, state?.user ?? null);
      await clearSavedWorld(page);
      if (state) await putSavedWorld(page, state.world);
      if (state)
        await context.addCookies([{ name: 'vc_session', value: state.token, url: origin }]);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    }

    async function audit(path: string, signedIn: boolean): Promise<LighthouseResult> {
      // signedInSnapshot starts from the seed too; a visitor's backend starts from it.
      if (backend && !signedIn) freshBackend();
      await prepareOrigin(signedIn ? await signedInSnapshot(undefined, origin) : undefined);
      const result = await lighthouse(`${origin}${path}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: signedIn,
        // Merged into the preset's throttling, which stays as it is for the other settings.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const lhr = result!.lhr;
      // BENCH_LH_REPORTS=dir keeps each run's whole report, to see what the score is made of.
      const reports = process.env.BENCH_LH_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        const name = `${path === '/' ? 'landing' : path.slice(1)}-${cpuSlowdown}x-${Date.now()}.json`;
        writeFileSync(join(reports, name), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.categories)
        .flatMap((category) =>
          category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
        )
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id);
      return {
        page: path,
        cpuSlowdown,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failing,
      };
    }

    const results: LighthouseResult[] = [];
    for (const [path, signedIn] of PAGES.filter(([path]) => paths.includes(path))) {
      const attempts: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) attempts.push(await audit(path, signedIn));
      // The median run by performance score: one noisy run on a busy machine does not decide.
      attempts.sort((a, b) => a.performance - b.performance);
      results.push(attempts[Math.floor(attempts.length / 2)]);
    }
    await browser.close();
    return results;
  } finally {
    const exited = new Promise((done) => browserProcess.once('exit', done));
    browserProcess.kill();
    await exited;
    await server.close();
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      // Chromium's helper processes can still be writing their cache: a leftover temp folder
      // must not throw away the measurements.
      console.warn(`could not remove ${profile}: ${(error as Error).message}`);
    }
  }
}
