// How the bench taps, and how it reads what a tap cost the page: the Event Timing API's time to the
// next paint (what INP is made of), at a phone's CPU speed.
import type { Locator, Page } from 'playwright-core';

/** The interactions' CPU slowdown: the mobile preset's, as Lighthouse applies it. */
export const INTERACTION_CPU_SLOWDOWN = 4;

/**
 * A tap on `button` as the input device sends it: the pointer over it, then down and, a press
 * later, up. Not Playwright's click: its checks run in the page, in the click's own task (its
 * hit-target listeners on pointer events, elementsFromPoint), and with down and up sent at once
 * the press and the click were one task. Together they doubled a like's measured time.
 */
export async function tap(page: Page, button: Locator) {
  const box = await button.boundingBox();
  if (!box) throw new Error('what the bench taps is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}

/**
 * Starts watching the page's interactions; the returned function stops and gives the longest
 * one's time to the next paint as the Event Timing API gives it (what INP is made of; under 16 ms
 * it gives none, and this gives 0).
 */
export async function watchInteractions(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const watch = window as unknown as { __interactions: { durations: number[]; stop(): void } };
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) durations.push(entry.duration);
      }
    });
    observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    watch.__interactions = { durations, stop: () => observer.disconnect() };
  });
  return () =>
    page.evaluate(() => {
      const { durations, stop } = (
        window as unknown as { __interactions: { durations: number[]; stop(): void } }
      ).__interactions;
      stop();
      return Math.max(0, ...durations);
    });
}

/** The longest interaction's time to the next paint while `action` runs (0 when under 16 ms). */
export async function longestDuring(page: Page, action: () => Promise<void>): Promise<number> {
  const longestInteraction = await watchInteractions(page);
  await action();
  return longestInteraction();
}

/** Runs `work` with the page's CPU slowed as a phone's for the interactions, then at full speed. */
export async function atInteractionSpeed<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
  try {
    return await work();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
