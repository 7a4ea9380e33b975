import { expect, test, type Page } from '@playwright/test';
import { openPage, settle, visit, type Session, type Theme } from './a11y-support';
import { expectReflowAtWidths, REFLOW_WIDTHS, spaceText, zoomText } from './reflow-support';
import {
  SIGNED_IN_DIALOGS,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_DIALOGS,
  SIGNED_OUT_ROUTES,
  type DialogCase,
} from './route-matrix';

// Nothing slides sideways and no text is cut off: every route and dialog, signed in and out, light
// and dark, at 320, 360, 768 and 1280 px; then at 360 px with 200 % text and with WCAG's text
// spacing. One page per session and theme walks its routes inside the running app.

test.use({ trace: 'off' });

const SESSIONS: Session[] = ['signed-in', 'signed-out'];
const THEMES: Theme[] = ['light', 'dark'];
const WIDTHS_FOR: Record<string, readonly number[]> = { desktop: [768, 1280], mobile: [320, 360] };

function dialogWidths(dialog: DialogCase): number[] {
  return (dialog.viewports ?? ['mobile', 'desktop']).flatMap((name) => WIDTHS_FOR[name]);
}

async function openDialog(page: Page, dialog: DialogCase) {
  await dialog.open(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

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

      const routes = session === 'signed-in' ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
      for (const route of routes) {
        test(`route ${route}`, async () => {
          await visit(page, route);
          await expectReflowAtWidths(page, `${route} (${session}, ${theme})`, REFLOW_WIDTHS);
        });
      }

      const dialogs = session === 'signed-in' ? SIGNED_IN_DIALOGS : SIGNED_OUT_DIALOGS;
      for (const dialog of dialogs) {
        test(`dialog ${dialog.name} on ${dialog.route}`, async () => {
          await visit(page, dialog.route);
          await expectReflowAtWidths(
            page,
            `the ${dialog.name} dialog (${session}, ${theme})`,
            dialogWidths(dialog),
            () => openDialog(page, dialog),
            () => closeDialog(page),
          );
        });
      }

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
    });
  }
}

// WCAG 1.4.4 (text resized to 200 %) and 1.4.12 (text spacing), on a phone.
for (const session of SESSIONS) {
  test.describe(`${session}, 360 px, text enlarged or spaced`, () => {
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      page = await openPage(browser, baseURL!, { session, theme: 'light' });
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    const routes = session === 'signed-in' ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
    for (const [name, apply] of [
      ['200 % text', zoomText],
      ['text spacing', spaceText],
    ] as const) {
      test(name, async () => {
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
