import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoViolationsAtWidths,
  demoStorageState,
  openPage,
  settle,
  visit,
  VIEWPORT_NAMES,
  type Session,
  type Theme,
} from './a11y-support';
import { EXTRA_REFLOW_WIDTHS, expectReflowAtWidths } from './reflow-support';
import { PAGE_LOAD } from './support';
import {
  CARE_TEAM_ROUTES,
  SIGNED_IN_DIALOGS,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_DIALOGS,
  SIGNED_OUT_ROUTES,
} from './route-matrix';

// Axe finds nothing and nothing slides sideways or is cut off (WCAG 1.4.10 Reflow, which axe cannot
// see) on any route, signed in and out, light and dark, at 1280 and 360 px (and for reflow at 320
// and 768 too), nor with any dialog open. The dark theme has the light one's layout, so its reflow
// check is the document's width alone (e2e/reflow-support.ts). One page per combination walks its routes inside the
// running app.

const SESSIONS: Session[] = ['signed-in', 'signed-out'];
const THEMES: Theme[] = ['light', 'dark'];

// The findings are the failure message; a trace of some 150 scans would only slow them down.
test.use({ trace: 'off' });

test('the matrix covers every path of the router', () => {
  const source = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
  expect(paths.length).toBeGreaterThan(20);
  const covered = [...SIGNED_IN_ROUTES, ...SIGNED_OUT_ROUTES].map(
    (route) => route.slice(1).split('?')[0],
  );
  for (const path of paths) {
    if (path === 'index.html' || path === '*') continue;
    const pattern = new RegExp(`^${path.replace(/:\w+/g, '\\d+')}$`);
    expect(
      covered.some((route) => pattern.test(route)),
      `route /${path} is scanned`,
    ).toBe(true);
  }
});

// One page per session and theme walks its routes, scanning each at both widths.
for (const session of SESSIONS) {
  for (const theme of THEMES) {
    test.describe(`${session}, ${theme}`, () => {
      let page: Page;
      test.beforeAll(async ({ browser, baseURL }) => {
        page = await openPage(browser, baseURL!, { session, theme });
      });
      test.afterAll(async () => {
        await page?.context().close();
      });

      const rules = theme === 'light' ? 'all' : 'colour';
      const depth = theme === 'light' ? 'full' : 'width';
      const routes = session === 'signed-in' ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
      for (const route of routes) {
        test(`route ${route}`, async () => {
          await visit(page, route);
          const what = `${route} (${session}, ${theme})`;
          await expectNoViolationsAtWidths(page, { what, viewports: VIEWPORT_NAMES, rules });
          await expectReflowAtWidths(page, what, EXTRA_REFLOW_WIDTHS, { depth });
        });
      }

      const dialogs = session === 'signed-in' ? SIGNED_IN_DIALOGS : SIGNED_OUT_DIALOGS;
      for (const dialog of dialogs) {
        test(`dialog ${dialog.name} on ${dialog.route}`, async () => {
          await visit(page, dialog.route);
          const opened = page.getByRole('dialog');
          const what = `the ${dialog.name} dialog (${session}, ${theme})`;
          const viewports = dialog.viewports ?? VIEWPORT_NAMES;
          const prepare = async () => {
            await dialog.open(page);
            await expect(opened).toBeVisible();
            await settle(page);
          };
          const cleanUp = async () => {
            await page.keyboard.press('Escape');
            await expect(opened).toHaveCount(0);
          };
          await expectNoViolationsAtWidths(page, { what, viewports, rules, prepare, cleanUp });
          // The phone's 320 with the phone, the tablet's 768 with the desktop.
          const extra = EXTRA_REFLOW_WIDTHS.filter((width) =>
            viewports.includes(width < 768 ? 'mobile' : 'desktop'),
          );
          await expectReflowAtWidths(page, what, extra, { prepare, cleanUp, depth });
        });
      }
    });
  }
}

// What the care team sees (the queue's counts, filters and list; a concern's actions), in both
// themes, signed in as the demo society's manager.
for (const theme of THEMES) {
  test(`care team routes, ${theme}`, async ({ browser, baseURL }) => {
    const page = await openPage(browser, baseURL!, { session: 'care-team', theme });
    try {
      for (const { route, landmark } of CARE_TEAM_ROUTES) {
        await visit(page, route);
        await expect(landmark(page)).toBeVisible(PAGE_LOAD);
        const what = `${route} (care team, ${theme})`;
        const rules = theme === 'light' ? 'all' : 'colour';
        const depth = theme === 'light' ? 'full' : 'width';
        await expectNoViolationsAtWidths(page, { what, viewports: VIEWPORT_NAMES, rules });
        await expectReflowAtWidths(page, what, EXTRA_REFLOW_WIDTHS, { depth });
      }
    } finally {
      await page.context().close();
    }
  });
}

test.describe('what a screen reader hears, and motion', () => {
  test.use({
    storageState: async ({ browser, baseURL }, provide) =>
      provide(await demoStorageState(browser, baseURL!)),
  });

  test('the feed is a feed of articles with positions, and toggles that say their counts', async ({
    page,
  }) => {
    await page.goto('/home');
    const feed = page.getByRole('feed');
    const first = feed.getByRole('article').first();
    await expect(first).toHaveAttribute('aria-posinset', '1');
    // The feed pages: its size is unknown (-1) until the last page, then the number of posts.
    await expect(first).toHaveAttribute('aria-setsize', /^(-1|\d+)$/);
    await expect(feed.getByRole('article').nth(1)).toHaveAttribute('aria-posinset', '2');
    for (const [word, tone] of [
      ['Like', 'like'],
      ['Repost', 'repost'],
    ]) {
      const toggle = first.getByRole('button', { name: new RegExp(`^${word} \\d+$`) });
      await expect(toggle, `${tone} is a toggle`).toHaveAttribute('aria-pressed', /^(true|false)$/);
    }
  });

  test('messages are announced: the toast regions are live before any toast', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('body > [data-live-region] [aria-live="polite"]')).toHaveCount(1);
    await expect(page.locator('body > [data-live-region] [aria-live="assertive"]')).toHaveCount(1);
    await expect(page.getByRole('status', { name: 'Messages' })).toBeAttached();
  });

  test('animations and transitions stop when the user asks for reduced motion', async ({
    page,
  }) => {
    await page.goto('/notifications');
    const button = page.getByRole('button', { name: 'Mark all as read' });
    const duration = () =>
      button.evaluate((element) => getComputedStyle(element).transitionDuration);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(parseFloat(await duration())).toBeGreaterThan(0.05);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(parseFloat(await duration())).toBeLessThan(0.001);
  });
});
