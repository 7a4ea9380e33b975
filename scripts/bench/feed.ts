// The feed in the demo build, over a db with many posts: what is mounted while scrolling to the
// end, long tasks meanwhile, time to the first post against a 20-post feed, a like's and an
// "Affects me too"'s time to the next paint and re-renders, the times to the next paint of a tap
// into the composer, of keys typed into it (and what a key renders) and of the language toggle's
// taps. The db is a saved world the demo restores (as after a reload) with a signed-in session.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { installCommitRecorder, type CommitRecording } from '../../src/testing/react-commits.ts';
import { serve } from './server.ts';
import { median } from './stats.ts';
import { signedInContext } from './signed-in.ts';
import { atInteractionSpeed, longestDuring, tap, watchInteractions } from './interactions.ts';

/** A post card of the feed. */
export const FEED_ARTICLE = '[role=feed] article';

/** Loads of each feed whose median time to the first post is compared. */
const FIRST_POST_LOADS = 5;

async function timeToFirstPost(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(FEED_ARTICLE).first().waitFor({ timeout: 30_000 });
  const ms = await page.evaluate(() => performance.now());
  await page.close();
  return ms;
}

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
 * Taps `button` and gives the click's time to the next paint as the Event Timing API gives it
 * (what INP is made of; under 16 ms it gives none), the time and frames until its pressed state
 * changed, and the commits since the click. Waits for the call the click starts to be answered.
 */
async function tapAndWatch(page: Page, button: Locator) {
  const longestInteraction = await watchInteractions(page);
  await button.evaluate((element) => {
    const state = { clickAt: 0, changedAt: 0, framesBefore: -1, frames: 0 };
    (window as unknown as { __toggle: typeof state }).__toggle = state;
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
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      observer.disconnect();
      state.changedAt = performance.now();
      state.framesBefore = state.frames;
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-pressed'] });
  });
  await tap(page, button);
  await page.waitForTimeout(1500);
  const handle = await button.elementHandle();
  await page.waitForFunction(
    (element) => element?.getAttribute('aria-disabled') !== 'true',
    handle,
  );
  await handle?.dispose();
  const msToNextPaint = await longestInteraction();
  const pressed = await page.evaluate(() => {
    const state = (
      window as unknown as {
        __toggle: { clickAt: number; changedAt: number; framesBefore: number };
      }
    ).__toggle;
    const commits = (window as unknown as CommitRecording).__benchCommits.filter(
      (commit) => commit.at >= state.clickAt,
    );
    return {
      msToPressed: state.changedAt - state.clickAt,
      framesBeforePressed: state.framesBefore,
      commits,
    };
  });
  return { msToNextPaint, ...pressed };
}

/**
 * Two clicks on the first `toggle` button of a feed already shown in `page` (with
 * installCommitRecorder installed, paused, before the app loaded), at a 4x CPU slowdown. The first
 * is timed: its time to the next paint, and frames until the pressed state. The second, which
 * puts the toggle back, shows what re-rendered: the recorder walks React's whole tree after each
 * commit, inside the click's own task, so it is on for that click only, where it costs no figure.
 */
export async function measureToggle(page: Page, toggle: keyof typeof TOGGLES) {
  const button = await scrollToToggle(page, TOGGLES[toggle]);
  // Brought into view first and left to settle: the cards a scroll mounts are not the toggle's.
  await button.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  // Nor are the neighbours the feed mounts a task at a time after its first render (aria-busy).
  await page.locator('[role=feed]:not([aria-busy])').waitFor({ timeout: 30_000 });
  const { timed, counted } = await atInteractionSpeed(page, async () => {
    const timed = await tapAndWatch(page, button);
    await page.evaluate(() => (window as unknown as CommitRecording).__benchCommitRecorder.start());
    const counted = await tapAndWatch(page, button);
    await page.evaluate(() => (window as unknown as CommitRecording).__benchCommitRecorder.pause());
    return { timed, counted };
  });
  return {
    msToNextPaint: timed.msToNextPaint,
    msToPressed: timed.msToPressed,
    framesBeforePressed: timed.framesBeforePressed,
    commits: counted.commits.length,
    cards: [...new Set(counted.commits.flatMap((commit) => commit.cards))],
    outside: counted.commits.reduce((sum, commit) => sum + commit.outside, 0),
  };
}

/**
 * A tap into the feed's composer, which shows the form below the text, at the interactions' CPU
 * slowdown: its time to the next paint (0 when under 16 ms).
 */
function measureComposerFocus(page: Page) {
  return atInteractionSpeed(page, () =>
    longestDuring(page, async () => {
      await tap(page, page.getByRole('textbox', { name: 'Share a concern or update' }));
      // The form is shown once the post type can be chosen.
      await page.getByRole('radio', { name: 'Update' }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1000);
    }),
  );
}

/** What the bench types into the composer, a key at a time. */
const TYPED = 'Lift stuck';

/**
 * Typing into the composer's text once its form is shown, at the interactions' CPU slowdown: each
 * key's time from keydown to the next paint (0 when under 16 ms), and, for one more key with the
 * commit recorder on, the components rendered (on a key the text, its counter and the form around
 * them; the fields below are memoized).
 */
function measureComposerTyping(page: Page) {
  return atInteractionSpeed(page, async () => {
    const keys: number[] = [];
    for (const key of TYPED) {
      keys.push(
        await longestDuring(page, async () => {
          await page.keyboard.press(key);
          await page.waitForTimeout(300);
        }),
      );
    }
    await page.evaluate(() => (window as unknown as CommitRecording).__benchCommitRecorder.start());
    await page.keyboard.press('!');
    await page.waitForTimeout(500);
    const commits = await page.evaluate(() => {
      const watch = window as unknown as CommitRecording;
      watch.__benchCommitRecorder.pause();
      return watch.__benchCommits;
    });
    // Emptied again: the rows after this one measure the feed without a draft in the composer.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(500);
    return {
      keys: keys.length,
      longest: Math.max(...keys),
      median: median(keys),
      commits: commits.length,
      rendered: commits.reduce((sum, commit) => sum + commit.outside, 0),
      cards: new Set(commits.flatMap((commit) => commit.cards)).size,
    };
  });
}

/**
 * The top bar's language toggle, to Hindi (its catalogue loaded by the tap) and back to English, at
 * the interactions' CPU slowdown: each tap's time to the next paint (0 when under 16 ms). The page
 * renders every text again in each switch.
 */
function measureLanguageSwitch(page: Page) {
  return atInteractionSpeed(page, async () => {
    const taps: number[] = [];
    for (const [language, tag] of [
      ['hi', 'hi-IN'],
      ['en', 'en-IN'],
    ] as const) {
      taps.push(
        await longestDuring(page, async () => {
          await tap(page, page.locator(`header button[lang=${language}]:visible`));
          await page.locator(`html[lang=${tag}]`).waitFor({ state: 'attached', timeout: 30_000 });
          await page.waitForTimeout(1000);
        }),
      );
    }
    const [toHindi, toEnglish] = taps;
    return { toHindi, toEnglish };
  });
}

/** How long the bench watches a story play: less than a story lasts, so it stays on one. */
const STORY_WATCHED_MS = 3000;

/**
 * A story opened from the strip, at the interactions' CPU slowdown: the tap's time to the next
 * paint, and the share of the main thread the page takes while the story plays and its progress
 * bar moves on by itself. The viewer is closed again afterwards.
 */
function measureStory(page: Page) {
  return atInteractionSpeed(page, async () => {
    const openingMs = await longestDuring(page, async () => {
      await tap(page, page.getByRole('button', { name: /^Story by / }).first());
      await page.getByRole('progressbar').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busySeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find(
        (metric) => metric.name === 'TaskDuration',
      )!.value;
    const before = await busySeconds();
    await page.waitForTimeout(STORY_WATCHED_MS);
    const playingBusyShare = ((await busySeconds()) - before) / (STORY_WATCHED_MS / 1000);
    await cdp.detach();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 });
    return { openingMs, playingBusyShare };
  });
}

export async function measureFeed(browser: Browser, dir: string, port: number, total = 2000) {
  const server = await serve(dir, port);
  try {
    const small = await signedInContext(browser, server.url, 20);
    const big = await signedInContext(browser, server.url, total);
    // Taken in turn, so that the host's speed, which drifts, weighs on both feeds alike.
    const smallTimes: number[] = [];
    const bigTimes: number[] = [];
    for (let run = 0; run < FIRST_POST_LOADS; run += 1) {
      smallTimes.push(await timeToFirstPost(small, `${server.url}/home`));
      bigTimes.push(await timeToFirstPost(big, `${server.url}/home`));
    }
    await small.close();
    await big.addInitScript(installCommitRecorder, true);
    const page = await big.newPage();
    await page.goto(`${server.url}/home`);
    await page.locator(FEED_ARTICLE).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);

    const likeResult = await measureToggle(page, 'like');
    const affectedResult = await measureToggle(page, 'affected');
    // Back to the top: the composer is there, and the scroll below starts there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const composerFocusMs = await measureComposerFocus(page);
    const composerTyping = await measureComposerTyping(page);
    // Out of the composer: the language toggle and the scroll below are the feed's alone.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const languageSwitch = await measureLanguageSwitch(page);
    const story = await measureStory(page);

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
      composerFocusMs,
      composerTyping,
      languageSwitch,
      story,
    };
  } finally {
    await server.close();
  }
}
