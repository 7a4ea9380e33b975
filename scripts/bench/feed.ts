// The feed in the demo build, over a db with many posts: what is mounted while scrolling to the end,
// long tasks meanwhile, time to the first post against a 20-post feed, and a like's paint and
// re-renders. The db is a saved world the demo restores (as after a reload) with a signed-in session.
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

/**
 * A like on the first post of a feed already shown in `page` (with installCommitRecorder installed,
 * paused, before the app loaded): frames between the click and the pressed state, and what re-rendered.
 */
export async function measureLike(page: Page) {
  const like = page.locator(FEED_ARTICLE).first().getByRole('button', { name: /^Like/ });
  // Brought into view first and left to settle: the cards a scroll mounts are not the like's.
  await like.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  // Nor are the neighbours the feed mounts a task at a time after its first render (aria-busy).
  await page.locator('[role=feed]:not([aria-busy])').waitFor({ timeout: 30_000 });
  // The recorder (installed paused) walks React's tree after every commit: only around the like.
  await page.evaluate(() =>
    (
      window as unknown as { __benchCommitRecorder: { start(): void } }
    ).__benchCommitRecorder.start(),
  );
  await like.evaluate((button) => {
    const state = { clickAt: 0, changedAt: 0, framesBefore: -1, frames: 0 };
    (window as unknown as { __like: typeof state }).__like = state;
    button.addEventListener(
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
    }).observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
  });
  await like.click();
  await page.waitForTimeout(1500);
  const likeResult = await page.evaluate(() => {
    const state = (
      window as unknown as {
        __like: { clickAt: number; changedAt: number; framesBefore: number };
      }
    ).__like;
    const commits = (
      window as unknown as {
        __benchCommits: Array<{
          at: number;
          cards: string[];
          outside: number;
          outsideNames?: string[];
        }>;
      }
    ).__benchCommits.filter((commit) => commit.at >= state.clickAt);
    return {
      msToPressed: state.changedAt - state.clickAt,
      framesBeforePressed: state.framesBefore,
      commits: commits.length,
      cards: [...new Set(commits.flatMap((commit) => commit.cards))],
      outside: commits.reduce((sum, commit) => sum + commit.outside, 0),
      perCommit: commits.map((commit) => ({
        ms: Math.round(commit.at - state.clickAt),
        cards: commit.cards.length,
        outside: commit.outside,
        outsideNames: commit.outsideNames,
        // Which cards: their position in the feed, or their label's id when no longer mounted.
        which: commit.cards.map(
          (id) =>
            document.getElementById(id)?.closest('article')?.getAttribute('aria-posinset') ?? id,
        ),
      })),
    };
  });
  await page.evaluate(() =>
    (
      window as unknown as { __benchCommitRecorder: { pause(): void } }
    ).__benchCommitRecorder.pause(),
  );
  return likeResult;
}

/** The like measurement alone: a feed of `total` posts, signed in, on a phone-sized page. */
export async function measureLikeAlone(
  browser: Browser,
  dir: string,
  port: number,
  total = 2000,
  detail = false,
) {
  const server = await serve(dir, port);
  try {
    const context = await signedInContext(browser, server.url, total);
    if (detail) await context.addInitScript('window.__benchCommitDetail = true');
    await context.addInitScript(installCommitRecorder, true);
    const page = await context.newPage();
    await page.goto(`${server.url}/home`);
    await page.locator(FEED_ARTICLE).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const result = await measureLike(page);
    await context.close();
    return result;
  } finally {
    await server.close();
  }
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

    const likeResult = await measureLike(page);

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
    };
  } finally {
    await server.close();
  }
}
