// The feed in the demo build, over a db with many posts: what is mounted while scrolling to the end,
// long tasks meanwhile, time to the first post against a 20-post feed, and a like's and an "Affects
// me too"'s time to the next paint and re-renders. The db is a saved world the demo restores (as after a reload) with a signed-in session.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resetDb, takeSnapshot } from '../../mocks/persist.ts';
import { putSavedWorld } from '../../e2e/saved-world.ts';
import { seedBigDb } from './big-db.ts';
import { VIEWPORTS } from './first-screen.ts';
import { installCommitRecorder } from '../../src/testing/react-commits.ts';
import { serve } from './server.ts';
import { median } from './stats.ts';
import { handlerSignIn } from './stub-api.ts';

const FEED_ARTICLE = '[role=feed] article';

/**
 * A demo db (the seed, or one with `posts` feed posts) and a session for the demo resident, as the
 * demo saves it.
 */
export async function signedInSnapshot(posts: number | undefined, origin: string) {
  if (posts === undefined) resetDb();
  else seedBigDb(posts);
  const { token, user } = await handlerSignIn(origin);
  return { token, user, world: takeSnapshot() };
}

async function signedInContext(browser: Browser, origin: string, posts: number) {
  const { token, user, world } = await signedInSnapshot(posts, origin);
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
  await context.addCookies([{ name: 'vc_session', value: token, url: origin }]);
  // A static file of the origin: its document reaches the origin's storage without the app.
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((stored) => localStorage.setItem('user', stored), user);
  await putSavedWorld(page, world);
  await page.close();
  return context;
}

async function timeToFirstPost(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(FEED_ARTICLE).first().waitFor({ timeout: 30_000 });
  const ms = await page.evaluate(() => performance.now());
  await page.close();
  return ms;
}

/** The interactions' CPU slowdown: the mobile preset's, as Lighthouse applies it. */
export const INTERACTION_CPU_SLOWDOWN = 4;

/** A toggle of a feed's post cards, and the first card that has it. */
export const TOGGLES = {
  like: /^Like/,
  affected: /^Affects me too/,
} as const;

/** Scrolls the feed a screen at a time until a card with `name`'s button is mounted. */
async function scrollToToggle(page: Page, name: RegExp) {
  const button = page.locator(FEED_ARTICLE).getByRole('button', { name }).first();
  for (let step = 0; step < 60 && (await button.count()) === 0; step += 1) {
    await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
    await page.waitForTimeout(100);
  }
  if ((await button.count()) === 0) throw new Error(`no post card in the feed has ${name}`);
  return button;
}

/**
 * A click on the first `toggle` button of a feed already shown in `page` (with
 * installCommitRecorder installed, paused, before the app loaded), at a 4x CPU slowdown: the
 * click's time to the next paint as the Event Timing API gives it (what INP is made of; under
 * 16 ms it gives none), frames until the pressed state, and what re-rendered.
 */
export async function measureToggle(page: Page, toggle: keyof typeof TOGGLES) {
  const button = await scrollToToggle(page, TOGGLES[toggle]);
  // Brought into view first and left to settle: the cards a scroll mounts are not the toggle's.
  await button.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  // Nor are the neighbours the feed mounts a task at a time after its first render (aria-busy).
  await page.locator('[role=feed]:not([aria-busy])').waitFor({ timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
  // The recorder (installed paused) walks React's tree after every commit: only around the click.
  await page.evaluate(() =>
    (
      window as unknown as { __benchCommitRecorder: { start(): void } }
    ).__benchCommitRecorder.start(),
  );
  await button.evaluate((element) => {
    const state = { clickAt: 0, changedAt: 0, framesBefore: -1, frames: 0, events: [] as number[] };
    (window as unknown as { __toggle: typeof state }).__toggle = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) state.events.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    element.addEventListener(
      'click',
      () => {
        state.clickAt = performance.now();
        const tick = () => {
          if (state.changedAt) return;
          state.frames += 1;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (state.changedAt) return;
      state.changedAt = performance.now();
      state.framesBefore = state.frames;
    }).observe(element, { attributes: true, attributeFilter: ['aria-pressed'] });
  });
  await button.click();
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const result = await page.evaluate(() => {
    const state = (
      window as unknown as {
        __toggle: { clickAt: number; changedAt: number; framesBefore: number; events: number[] };
      }
    ).__toggle;
    const commits = (
      window as unknown as {
        __benchCommits: Array<{ at: number; cards: string[]; outside: number }>;
      }
    ).__benchCommits.filter((commit) => commit.at >= state.clickAt);
    return {
      /** The interaction's longest event, click to next paint; 0 when under 16 ms. */
      msToNextPaint: Math.max(0, ...state.events),
      msToPressed: state.changedAt - state.clickAt,
      framesBeforePressed: state.framesBefore,
      commits: commits.length,
      cards: [...new Set(commits.flatMap((commit) => commit.cards))],
      outside: commits.reduce((sum, commit) => sum + commit.outside, 0),
    };
  });
  await page.evaluate(() =>
    (
      window as unknown as { __benchCommitRecorder: { pause(): void } }
    ).__benchCommitRecorder.pause(),
  );
  return result;
}

export async function measureFeed(browser: Browser, dir: string, port: number, total = 2000) {
  const server = await serve(dir, port);
  try {
    const small = await signedInContext(browser, server.url, 20);
    const smallTimes: number[] = [];
    for (let run = 0; run < 3; run += 1)
      smallTimes.push(await timeToFirstPost(small, `${server.url}/home`));
    await small.close();

    const big = await signedInContext(browser, server.url, total);
    const bigTimes: number[] = [];
    for (let run = 0; run < 3; run += 1)
      bigTimes.push(await timeToFirstPost(big, `${server.url}/home`));
    await big.addInitScript(installCommitRecorder, true);
    const page = await big.newPage();
    await page.goto(`${server.url}/home`);
    await page.locator(FEED_ARTICLE).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);

    const likeResult = await measureToggle(page, 'like');
    const affectedResult = await measureToggle(page, 'affected');
    // Back to the top: the scroll below starts there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);

    // Scroll to the end, page by page, watching what is mounted and the long tasks.
    const scroll = await page.evaluate(async (selector) => {
      const longTasks: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      let maxMounted = 0;
      const started = performance.now();
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      while (performance.now() - started < 240_000) {
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        await frame();
        await frame();
        maxMounted = Math.max(maxMounted, document.querySelectorAll(selector).length);
        const done = [...document.querySelectorAll('p')].some(
          (p) => p.textContent === 'You are all caught up.',
        );
        if (
          done &&
          window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
        )
          break;
      }
      const lastPosition = Math.max(
        ...[...document.querySelectorAll(selector)].map((article) =>
          Number(article.getAttribute('aria-posinset')),
        ),
      );
      return { maxMounted, longTasks, lastPosition, seconds: (performance.now() - started) / 1000 };
    }, FEED_ARTICLE);
    await big.close();

    return {
      posts: total,
      firstPost20: median(smallTimes),
      firstPostBig: median(bigTimes),
      ratio: median(bigTimes) / median(smallTimes),
      maxMounted: scroll.maxMounted,
      reachedPost: scroll.lastPosition,
      longestTask: Math.max(0, ...scroll.longTasks),
      longTasks: scroll.longTasks.filter((duration) => duration > 50).length,
      scrollSeconds: scroll.seconds,
      like: likeResult,
      affected: affectedResult,
    };
  } finally {
    await server.close();
  }
}
