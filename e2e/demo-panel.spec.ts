import { expect, test, type Page } from '@playwright/test';
import { openDemoPanel, PAGE_LOAD, signInWithDemoButton } from './support';

// The demo's control panel changes how the mock backend answers, visibly, for the whole session.
const posts = (page: Page) => page.getByRole('feed').getByRole('article');
const feedError = (page: Page) => page.getByText('Failed to load posts. Please try again.');

test('latency, a failure rate and a failing endpoint change what the resident sees', async ({
  page,
}) => {
  await signInWithDemoButton(page);
  await expect(posts(page).first()).toBeVisible(PAGE_LOAD);

  await test.step('latency: loading states stay up for the chosen time', async () => {
    const panel = await openDemoPanel(page);
    await panel.getByRole('combobox', { name: 'Latency' }).selectOption({ label: '3 s' });
    await panel.getByRole('button', { name: 'Close' }).click();

    const started = Date.now();
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/posts?filter=trending'),
    );
    await page.getByRole('tab', { name: 'Trending Issues' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading posts...' })).toBeAttached();
    await answered;
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    await expect(posts(page).first()).toBeVisible(PAGE_LOAD);
  });

  await test.step('failure rate 100%: every call fails, the screen says so', async () => {
    const panel = await openDemoPanel(page);
    await panel.getByRole('combobox', { name: 'Latency' }).selectOption({ label: 'None' });
    await panel
      .getByRole('combobox', { name: 'Failure rate' })
      .selectOption({ label: '100% of requests fail' });
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(feedError(page)).toBeVisible();

    const again = await openDemoPanel(page);
    await again
      .getByRole('combobox', { name: 'Failure rate' })
      .selectOption({ label: 'Never fail' });
    await again.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(posts(page).first()).toBeVisible();
  });

  await test.step('a failing endpoint fails only that call, across a reload', async () => {
    const panel = await openDemoPanel(page);
    await panel.getByRole('combobox', { name: 'Fail an endpoint' }).selectOption('listPosts');
    await panel.getByRole('button', { name: 'Fail it' }).click();
    await expect(panel.getByRole('list', { name: 'Failing endpoints' })).toContainText('listPosts');
    await panel.getByRole('button', { name: 'Close' }).click();

    // The setting lasts for the browser session: a reload keeps it.
    await page.reload();
    await expect(feedError(page)).toBeVisible(PAGE_LOAD);
    // Other calls still answer: the stories strip loads.
    await expect(
      page.getByRole('region', { name: 'Stories' }).getByRole('button', { name: /^Story by / }),
    ).not.toHaveCount(0);

    const reopened = await openDemoPanel(page);
    const failing = reopened.getByRole('list', { name: 'Failing endpoints' });
    await expect(failing).toContainText('listPosts');
    await failing.getByRole('button', { name: 'Stop failing listPosts' }).click();
    await expect(failing).toBeHidden();
    await reopened.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(posts(page).first()).toBeVisible();

    await page.reload();
    await expect(posts(page).first()).toBeVisible(PAGE_LOAD);
  });
});

test('the shortcut pressed while the controls still load opens them once they arrive', async ({
  page,
}) => {
  // Hold back the controls' own chunk (demo-controls-*.js, not the mock's mock-demo-controls-*)
  // until released. Found by its name: its texts are in the English catalogue, in the entry.
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/demo-controls-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/assets\/demo-controls-[^/]+\.js$/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
  await asked;

  await page.keyboard.press('Alt+Shift+KeyD');
  await expect(page.getByRole('dialog', { name: 'Demo controls' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Demo controls' })).toBeVisible(PAGE_LOAD);
});

test('on a phone the controls open from the top bar and cover no post', async ({ page }) => {
  await signInWithDemoButton(page);
  await page.setViewportSize({ width: 360, height: 780 });
  const launchers = page.getByRole('button', { name: 'Demo controls' });
  await expect(launchers).toHaveCount(1);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Demo controls' }),
  ).toBeVisible();
  const launcher = (await launchers.boundingBox())!;
  await page.mouse.wheel(0, 600);
  // A post scrolled under the sticky top bar is covered by the whole bar, as on every page: only
  // what shows of it below the bar counts.
  const bar = (await page.getByRole('banner').boundingBox())!;
  const barBottom = bar.y + bar.height;
  for (const article of await posts(page).all()) {
    const box = await article.boundingBox();
    if (!box) continue;
    const top = Math.max(box.y, barBottom);
    const overlaps =
      launcher.x < box.x + box.width &&
      box.x < launcher.x + launcher.width &&
      launcher.y < box.y + box.height &&
      top < launcher.y + launcher.height;
    expect(overlaps, 'the launcher covers a post').toBe(false);
  }
  await launchers.click();
  const panel = page.getByRole('dialog', { name: 'Demo controls' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launchers).toBeFocused();
});

test('on a phone the sign-in pages hold the controls in their card, beside the language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
    const launchers = page.getByRole('button', { name: 'Demo controls' });
    await expect(launchers).toHaveCount(1);
    // Inside the card's header row, on the line of the language toggle: it covers nothing.
    const launcher = (await launchers.boundingBox())!;
    const language = (await page.getByRole('button', { name: /हिंदी|English/ }).boundingBox())!;
    expect(
      Math.abs(launcher.y + launcher.height / 2 - (language.y + language.height / 2)),
    ).toBeLessThan(4);
    await launchers.click();
    await expect(page.getByRole('dialog', { name: 'Demo controls' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(launchers).toBeFocused();
  }
});
