// The screens a phone opens most, opened as a phone would open them: from the feed, by a tap on the
// link a person uses, at the interactions' CPU slowdown. The care team's screens and a society's
// record are opened by the builder's care head, who serves every society (the largest queue the
// seed has); a resident's round (a post and its comments, notifications, profile, groups,
// explore, back to the feed) by the demo resident. For each, the tap's time to the next paint
// (Event Timing), the time until the screen shows what it is for, and the longest task from the
// tap until a second after.
import type { Browser, Locator, Page } from 'playwright-core';
import { DEFAULT_SETTINGS, DEMO_SETTINGS_KEY } from '../../mocks/settings.ts';
import { CARE_HEAD_CREDENTIALS, DEMO_CREDENTIALS } from '../../src/lib/demo.ts';
import { FEED_ARTICLE } from './feed.ts';
import { signedInContext } from './signed-in.ts';
import { atInteractionSpeed, tap, watchInteractions } from './interactions.ts';
import { serve } from './server.ts';
import type { Credentials } from './stub-api.ts';

/**
 * How soon a tapped screen must show what it is for: a second, about as long as a wait for a new
 * page can be before a person's attention turns elsewhere.
 */
export const SHOWN_WITHIN_MS = 1000;

/**
 * A phone's round trip, added to every answer of the demo's mock backend through its own latency
 * setting (Lighthouse's mobile preset assumes the same). Answered at once, a screen that asks for
 * its data only after its code has loaded and rendered would look as quick as one that asks at
 * the tap, which on a phone it is not.
 */
export const PHONE_ROUND_TRIP_MS = 150;

/** A tap's time to the next paint at INP's line for a good response. */
export const TAP_TO_PAINT_MS = 200;

/** The screen's target, as the table and `npm run bench:screens` print it. */
export const SCREEN_TARGET = `next paint <= ${TAP_TO_PAINT_MS} ms (INP's good line), shown <= ${SHOWN_WITHIN_MS} ms`;

export const screenMet = (screen: ScreenOpening) =>
  screen.msToNextPaint <= TAP_TO_PAINT_MS && screen.msToShown <= SHOWN_WITHIN_MS;

/** The port the screens' demo is served on, in `npm run bench` and `npm run bench:screens`. */
export const SCREENS_PORT = 4405;

export interface ScreenOpening {
  label: string;
  /** The tap's time to the next paint (0 when under 16 ms). */
  msToNextPaint: number;
  /** From the click to the end of the first frame that lays the screen's content out. */
  msToShown: number;
  /** The longest task from the tap until a second after the content showed (0: none over 50 ms). */
  longestTaskMs: number;
}

interface Watch {
  longTasks: number[];
  clickAt: number;
  shownAt: number;
  stop(): void;
}

/**
 * Taps `link` and reads what it cost the page until an element `shown` selects is on screen, one
 * that was not in the page before the tap (the screen tapped from may hold one too). Read
 * in the page itself (Playwright's polling from outside would notice later and add its own work):
 * the time from the click to the end of the first frame that lays the element out with a size
 * (its style and layout included: the check runs in the frame's animation callbacks, the time is
 * taken in a task after it), and the longest task from the tap until a second after that.
 */
async function open(page: Page, label: string, link: Locator, shown: string) {
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const longestInteraction = await watchInteractions(page);
  await page.evaluate((selector) => {
    const watch: Watch = { longTasks: [], clickAt: 0, shownAt: 0, stop: () => {} };
    (window as unknown as { __opening: Watch }).__opening = watch;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    watch.stop = () => {
      for (const entry of observer.takeRecords()) watch.longTasks.push(entry.duration);
      observer.disconnect();
    };
    const afterFrame = new MessageChannel();
    afterFrame.port1.onmessage = () => (watch.shownAt = performance.now());
    const before = new Set(document.querySelectorAll(selector));
    const isNewAndLaidOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return !before.has(element) && box.width > 0 && box.height > 0;
    };
    const frame = () => {
      if ([...document.querySelectorAll(selector)].some(isNewAndLaidOut))
        afterFrame.port2.postMessage(null);
      else requestAnimationFrame(frame);
    };
    addEventListener(
      'click',
      () => {
        watch.clickAt = performance.now();
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  }, shown);
  await tap(page, link);
  await page.waitForFunction(
    () => (window as unknown as { __opening: Watch }).__opening.shownAt > 0,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1000);
  const { clickAt, shownAt, longestTaskMs } = await page.evaluate(() => {
    const watch = (window as unknown as { __opening: Watch }).__opening;
    watch.stop();
    return { ...watch, longestTaskMs: Math.max(0, ...watch.longTasks) };
  });
  if (!(clickAt > 0 && shownAt >= clickAt))
    throw new Error(`${label}: the click or the content's frame was not seen in the page`);
  return {
    label,
    msToNextPaint: await longestInteraction(),
    msToShown: shownAt - clickAt,
    longestTaskMs,
  };
}

/** The feed, loaded and left to settle: every opening starts from it, as a phone's would. */
async function fromTheFeed(page: Page, origin: string) {
  await page.goto(`${origin}/home`);
  await page.locator(FEED_ARTICLE).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2000);
}

/** A screen opened by a tap: the link tapped, and what shows once it has opened. */
interface Opening {
  label: string;
  link: (page: Page) => Locator;
  shown: string;
}

/** A walk starts on the feed, signed in as `account`; its screens open in turn, each from the last. */
interface Walk {
  account: Credentials;
  openings: Opening[];
}

/** A link of the phone's bottom bar (the sidebar's is hidden on a phone). */
const bottomBar = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name });

const WALKS: Walk[] = [
  {
    account: CARE_HEAD_CREDENTIALS,
    openings: [
      {
        label: 'Care queue',
        link: (page) => page.getByRole('link', { name: 'Care queue' }),
        shown: 'ul[aria-label="Concerns"] > li',
      },
      {
        label: 'Reports',
        link: (page) =>
          page
            .getByRole('navigation', { name: 'Care team' })
            .getByRole('link', { name: 'Reports' }),
        shown: '[aria-label="Open reports and appeals"] article',
      },
    ],
  },
  {
    account: CARE_HEAD_CREDENTIALS,
    openings: [
      {
        label: "A society's record",
        link: (page) => page.locator(`${FEED_ARTICLE} a[href^="/societies/"]`).first(),
        shown: '[aria-label="Record over the last 30 days"]',
      },
    ],
  },
  {
    account: DEMO_CREDENTIALS,
    openings: [
      {
        label: 'A post and its comments',
        link: (page) => page.locator(`${FEED_ARTICLE} a[href^="/posts/"]`).first(),
        shown: 'ol[aria-label="Comments"] > li',
      },
      {
        label: 'Notifications',
        link: (page) => bottomBar(page, /^Notifications/),
        shown: 'main section[aria-labelledby] li',
      },
      {
        label: 'Profile',
        link: (page) => bottomBar(page, /^Profile/),
        shown: `main ${FEED_ARTICLE}`,
      },
      {
        label: 'Groups',
        link: (page) => bottomBar(page, /^Groups/),
        shown: 'main article[aria-labelledby]',
      },
      {
        label: 'Explore',
        link: (page) => bottomBar(page, /^Explore/),
        // Its Trending tab's ranked hashtags.
        shown: '[aria-label$=" hashtags"] li a',
      },
      {
        label: 'The feed again',
        link: (page) => bottomBar(page, /^Home/),
        shown: FEED_ARTICLE,
      },
    ],
  },
];

export async function measureScreens(
  browser: Browser,
  dir: string,
  port: number,
): Promise<ScreenOpening[]> {
  const server = await serve(dir, port);
  try {
    const slowAnswers = JSON.stringify({ ...DEFAULT_SETTINGS, latencyMs: PHONE_ROUND_TRIP_MS });
    const openings: ScreenOpening[] = [];
    for (const walk of WALKS) {
      const context = await signedInContext(browser, server.url, undefined, walk.account);
      await context.addInitScript(([key, settings]) => sessionStorage.setItem(key, settings), [
        DEMO_SETTINGS_KEY,
        slowAnswers,
      ] as const);
      const page = await context.newPage();
      await fromTheFeed(page, server.url);
      await atInteractionSpeed(page, async () => {
        for (const { label, link, shown } of walk.openings)
          openings.push(await open(page, label, link(page), shown));
      });
      await context.close();
    }
    return openings;
  } finally {
    await server.close();
  }
}
