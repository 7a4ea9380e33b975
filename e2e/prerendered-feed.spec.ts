import { expect, test } from '@playwright/test';
import { FEED_SHELL, FEED_SHELL_STYLE_ATTRIBUTE, SHELL_STYLE } from '../src/prerender/boot-app';
import { PRODUCT_NAME } from '../src/lib/demo';
import {
  blockAppScripts,
  holdAppScripts,
  PAGE_LOAD,
  signInWithDemoButton,
  storeUser,
  STORED_RESIDENT,
} from './support';

// A signed-in resident opening the feed sees its frame (bars, columns, card outlines) from the HTML
// alone, in the stored theme, until the app has loaded and replaces it (scripts/vite-prerender.ts).

const FEED_SHELL_STYLE = `style[${FEED_SHELL_STYLE_ATTRIBUTE}]`;
// With the scripts held, the page never finishes loading: parsed is as far as it gets.
const PARSED = { waitUntil: 'domcontentloaded' } as const;

test('a signed-in resident sees the feed’s frame before the app, in the stored theme', async ({
  page,
}) => {
  await page.addInitScript(storeUser, STORED_RESIDENT);
  const release = await holdAppScripts(page);
  for (const path of ['/home', '/']) {
    await page.goto(path, PARSED);
    const frame = page.locator(FEED_SHELL);
    await expect(frame).toBeVisible();
    // Nothing in it to read out, follow or type into: it is only an outline of what comes.
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(frame.locator('a, button, input, textarea, select, [tabindex]')).toHaveCount(0);
    // No text or image either: the page's first contentful paint stays the app's.
    await expect(frame).toHaveText('');
    await expect(frame.locator('svg, img, canvas, video')).toHaveCount(0);
    await expect(page.locator(SHELL_STYLE)).toHaveCount(0);
    // No early read of the posts in the demo: its mock backend starts with the app.
    await expect(page.locator('link[rel=preload]')).toHaveCount(0);
  }
  const background = () =>
    page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  const light = await background();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload(PARSED);
  await expect(page.locator(FEED_SHELL)).toBeVisible();
  // The dark theme's page colour, as the app's dark theme paints it.
  expect(await background()).toBe('rgb(14, 20, 18)');
  expect(light).not.toBe('rgb(14, 20, 18)');

  // Other pages wait for the app, with nothing prerendered.
  await page.goto('/groups', PARSED);
  await expect(page.locator('#root')).toBeEmpty();
  release();
});

test('an app that cannot load takes the frame away: no outline promising it', async ({ page }) => {
  await page.addInitScript(storeUser, STORED_RESIDENT);
  await blockAppScripts(page);
  await page.goto('/home');
  await expect(page.locator('#root')).toBeEmpty();
});

test('the app replaces the frame with the feed, and nothing of the frame is left', async ({
  page,
}) => {
  await page.goto('/login');
  await signInWithDemoButton(page);
  // Notes whether the frame was ever on the page: it is, until the app's first render.
  await page.addInitScript((frame) => {
    new MutationObserver(() => {
      if (document.querySelector(frame)) document.documentElement.dataset.frameSeen = 'yes';
    }).observe(document, { childList: true, subtree: true });
  }, FEED_SHELL);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
  await expect(page.locator('html')).toHaveAttribute('data-frame-seen', 'yes');
  await expect(page.locator(FEED_SHELL)).toHaveCount(0);
  await expect(page.locator(FEED_SHELL_STYLE)).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByText(PRODUCT_NAME, { exact: true })).toHaveCount(1);
});
