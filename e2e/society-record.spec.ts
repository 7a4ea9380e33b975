import { expect, test, type Page } from '@playwright/test';
import { SEED } from '../mocks/seed';
import { PAGE_LOAD, signInAsCareTeam } from './support';

// Issue 32: a society's public response record moves when its care manager resolves a concern.
// Read on /societies/{id}, then the open fire-exit concern of the demo society is acknowledged and
// resolved on its page, and its society badge leads back to the record, one more resolved.
test.describe.configure({ timeout: 180_000 });

const SOCIETY = 'Vasundhara Greens';

/** The number shown for `label` in the society page's figures. */
async function figure(page: Page, label: string): Promise<number> {
  const figures = page.getByLabel('Record over the last 30 days');
  await expect(figures).toBeVisible(PAGE_LOAD);
  const value = figures
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
  return Number(await value.textContent());
}

test("the society page's figures move after a concern is resolved", async ({ page }) => {
  let resolvedBefore = 0;
  let openBefore = 0;

  await test.step("the care manager reads the society's record", async () => {
    await signInAsCareTeam(page);
    await page.goto(`societies/${SEED.demoSocietyId}`);
    await expect(page.getByRole('heading', { level: 1, name: SOCIETY })).toBeVisible(PAGE_LOAD);
    resolvedBefore = await figure(page, 'Resolved');
    openBefore = await figure(page, 'Open now');
    expect(openBefore).toBeGreaterThan(0);
  });

  await test.step('acknowledges and resolves an open concern of the society', async () => {
    await page.goto(`posts/${SEED.openNeighbourConcernId}`);
    const care = page.getByRole('region', { name: 'Care team actions' });
    await care.getByRole('button', { name: 'Acknowledge' }).click(PAGE_LOAD);
    await expect(page.getByText('Concern acknowledged', { exact: true }).first()).toBeVisible();
    await care.getByRole('button', { name: 'Mark resolved' }).click();
    await care.getByRole('textbox', { name: 'Resolution note' }).fill('The fire exit is clear.');
    await care.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(
      page.getByRole('region', { name: 'Response clock' }).getByRole('definition').first(),
    ).toHaveText(/^Resolved for /, PAGE_LOAD);
  });

  await test.step('the society badge leads back to the record, whose figures moved', async () => {
    await page.getByRole('main').getByRole('link', { name: SOCIETY }).first().click();
    await expect(page).toHaveURL(new RegExp(`/societies/${SEED.demoSocietyId}$`));
    await expect.poll(() => figure(page, 'Resolved'), PAGE_LOAD).toBe(resolvedBefore + 1);
    expect(await figure(page, 'Open now')).toBe(openBefore - 1);
  });
});
