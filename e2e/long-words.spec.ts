import { expect, test, type Page } from '@playwright/test';
import { SEED } from '../mocks/seed';
import { demoStorageState, settle, visit } from './a11y-support';
import { expectReflowAtWidths } from './reflow-support';

// What residents paste: a group name with no spaces, a long URL in a description, a name and a
// comment of one unbroken word, Hindi text. Wherever user text appears it wraps inside its box:
// nothing is clipped, nothing slides sideways, and the close buttons beside it keep their size.

const LONG_WORD = 'Vasundhara' + 'Greens'.repeat(11); // 76 letters, no space
const LONG_URL = `https://example.com/${'notices/'.repeat(12)}agm-minutes-2026.pdf`;
const HINDI = 'पानीकीसमस्याटावरबीमेंपिछलेतीनदिनोंसेलगातारबनीहुईहै';

test.use({
  trace: 'off',
  storageState: async ({ browser, baseURL }, provide) =>
    provide(await demoStorageState(browser, baseURL!)),
});

/** A call through the page, so the demo's worker answers it and saves its db. */
async function call<T>(page: Page, method: string, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.json();
    },
    [method, path, body] as const,
  );
}

// One page per width, set before the first load: the walk never resizes a page, so each screen is
// laid out once, as on a phone or a desktop that opened it.
for (const width of [360, 1280]) {
  test(`long words and Hindi text stay inside their boxes at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await visit(page, '/home');
    const group = await writeLongTexts(page);
    // A fresh load: every screen then shows the new names and texts, the viewer's own included.
    await page.reload();
    await settle(page);
    for (const path of [
      '/groups',
      `/group/${group.id}`,
      `/posts/${SEED.othersPostId}`,
      '/profile',
      '/home',
      '/explore',
    ]) {
      await visit(page, path);
      await expectReflowAtWidths(page, `${path} at ${width} px`, [width]);
    }

    // The admin's Group settings: its close button beside the long name keeps a finger's size.
    await visit(page, `/group/${group.id}`);
    await page.getByRole('button', { name: /^Settings/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settle(page);
    const close = dialog.getByRole('button', { name: 'Close' });
    expect((await close.boundingBox())!.width).toBeGreaterThanOrEqual(24);
    await expectReflowAtWidths(page, `Group settings at ${width} px`, [width]);
  });
}

/** A group, a group post, a comment and the viewer's own name and bio, all long or in Hindi. */
async function writeLongTexts(page: Page) {
  const me = SEED.demoUserId;
  const group = await call<{ id: number }>(page, 'POST', '/api/groups', {
    name: LONG_WORD.slice(0, 80),
    description: `${HINDI} ${LONG_URL}`,
    societyId: null,
    isPrivate: false,
    adminId: me,
  });
  await call(page, 'POST', `/api/groups/${group.id}/posts`, {
    content: `${LONG_WORD} ${HINDI} ${LONG_URL}`,
    authorId: me,
  });
  await call(page, 'POST', `/api/posts/${SEED.othersPostId}/comments`, {
    content: `${HINDI} ${LONG_WORD}`,
    authorId: me,
  });
  await call(page, 'PATCH', `/api/users/${me}`, {
    fullName: LONG_WORD.slice(0, 80),
    bio: `${HINDI} ${LONG_URL}`,
    yearsLived: 3,
  });
  return group;
}

test('the "Group created" toast keeps its close button beside a long name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await visit(page, '/groups');
  await page.getByRole('button', { name: 'Create Group' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Group name').fill(LONG_WORD.slice(0, 80));
  await dialog.getByLabel('Description').fill(LONG_URL);
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Group created' });
  await expect(toast).toBeVisible();
  const close = toast.getByRole('button');
  expect((await close.boundingBox())!.width).toBeGreaterThanOrEqual(24);
  await expectReflowAtWidths(page, 'the Group created toast', [360]);
});
