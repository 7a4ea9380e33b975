import { expect, test, type Page } from '@playwright/test';
import { openPage, visit, type Session } from './a11y-support';
import {
  expectReflowAtWidths,
  REFLOW_WIDTHS,
  resizeTo,
  settledReflowFindings,
  spaceText,
  zoomText,
} from './reflow-support';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './route-matrix';

// Reflow beyond what the axe walk (a11y.spec.ts) checks on every route and dialog: the feed's
// composer expanded, and every route at 360 px with 200 % text (WCAG 1.4.4) and with WCAG's text
// spacing (1.4.12). One page per session walks its routes inside the running app.

test.use({ trace: 'off' });

const SESSIONS: Session[] = ['signed-in', 'signed-out'];

for (const session of SESSIONS) {
  test.describe(`${session}, reflow`, () => {
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      page = await openPage(browser, baseURL!, { session, theme: 'light' });
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    if (session === 'signed-in') {
      test('the feed composer, expanded', async () => {
        await visit(page, '/home');
        const composer = page.getByRole('textbox', { name: 'Share a concern or update' });
        await composer.click();
        await composer.fill('A leak on the terrace of Tower B since Monday #Water');
        await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
        await expectReflowAtWidths(page, 'the expanded composer', REFLOW_WIDTHS);
        await composer.fill('');
      });
    }

    const routes = session === 'signed-in' ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
    for (const [name, apply] of [
      ['200 % text', zoomText],
      ['text spacing', spaceText],
    ] as const) {
      test(`360 px with ${name}`, async () => {
        const found: string[] = [];
        for (const route of routes) {
          await visit(page, route);
          await apply(page, true);
          try {
            await expectReflowAtWidths(page, `${route} with ${name}`, [360]);
          } catch (error) {
            found.push(String((error as Error).message));
          } finally {
            await apply(page, false);
          }
        }
        expect(found, `routes that do not reflow with ${name}`).toEqual([]);
      });
    }
  });
}

// The check itself: a box wider than the phone is found at the phone's width, and marked as still
// there once the check has set the width again (the mark that tells a browser's stale styles apart).
test('a box wider than the phone is a finding, still there once the width is set again', async ({
  browser,
  baseURL,
}) => {
  const page = await openPage(browser, baseURL!, { session: 'signed-out', theme: 'light' });
  try {
    await visit(page, '/');
    await resizeTo(page, 360);
    expect(await settledReflowFindings(page, 'width')).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '800px';
      wide.style.height = '10px';
      wide.setAttribute('aria-label', 'too wide');
      document.body.append(wide);
    });
    const findings = await settledReflowFindings(page, 'width');
    expect(findings).toEqual([
      expect.stringMatching(
        /^the document is \d+px wider .*"too wide".*innerWidth 360,.*\[still there once the width was set again\]$/,
      ),
    ]);
    expect(page.viewportSize()?.width).toBe(360);
  } finally {
    await page.context().close();
  }
});
