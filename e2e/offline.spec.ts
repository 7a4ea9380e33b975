import { expect, test, type BrowserContext } from '@playwright/test';
import { SEED } from '../mocks/seed';
import { PAGE_LOAD, signInWithDemoButton, waitForTakeOver } from './support';

/**
 * The files `pattern` matches fail as they would offline, until the returned function brings the
 * connection back. On the context: the demo's service worker fetches the page's scripts, out of
 * page.route's sight.
 */
async function cutOff(context: BrowserContext, pattern: string | RegExp): Promise<() => void> {
  let offline = true;
  await context.route(pattern, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  return () => {
    offline = false;
  };
}

// A resident on a train: offline, a Like, a reload that shows the browser's offline page, then
// back online. They stay signed in, and the card tells the truth about the Like.

test('going offline and reloading signs no one out, and the feed tells the truth', async ({
  page,
  context,
}) => {
  await signInWithDemoButton(page);
  const like = page
    .getByRole('feed')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Like \d+$/ });
  await expect(like).toBeVisible(PAGE_LOAD);

  await context.setOffline(true);
  // Offline the demo's worker may or may not answer the Like; whatever happened, what the card
  // shows once back online must be what the server kept.
  await like.click();
  await page.reload().catch(() => {
    // The browser's own offline page: the reload itself fails.
  });

  await context.setOffline(false);
  const feedAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/posts' && response.ok(),
  );
  await page.goto('home');
  await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  const again = page.getByRole('feed').getByRole('article').first();
  await expect(again).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  const [first] = (await (await feedAnswer).json()) as { likedByMe: boolean }[];
  await expect(again.getByRole('button', { name: /^Like \d+$/ })).toHaveAttribute(
    'aria-pressed',
    String(first.likedByMe),
  );
});

// The right column loads after the feed's data: a connection lost by then costs the column, not the
// screen, and Try again brings it once the connection is back.
test('a part that cannot load says so in place; the feed stays and Try again brings it', async ({
  page,
  context,
}) => {
  const reconnect = await cutOff(context, '**/assets/right-sidebar-*.js');
  await signInWithDemoButton(page);
  const column = page.getByRole('complementary', { name: 'Community highlights' });
  await expect(
    column.getByText(
      'This part of the page could not be loaded. Check your connection and try again.',
    ),
  ).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  reconnect();
  await column.getByRole('button', { name: 'Try again' }).click();
  await expect(column.getByRole('heading', { name: 'Trending in Your City' })).toBeVisible();
});

// Comments and the Report dialog load when first opened: offline by then, the card says so in
// place and the dialog in a dialog of its own title; the post and the feed stay, and each comes
// once the connection is back.
test('comments and a dialog that cannot load say so where they open', async ({ page, context }) => {
  const reconnect = await cutOff(context, /\/assets\/(comments-section|report-dialog)-[^/]*\.js$/);
  await signInWithDemoButton(page);
  await page.goto(`posts/${SEED.othersPostId}`);
  const post = page.getByRole('main').getByRole('article').first();
  await expect(post).toBeVisible(PAGE_LOAD);

  // A post's own page opens its comments at once.
  const failed = 'This part of the page could not be loaded. Check your connection and try again.';
  await expect(post.getByText(failed)).toBeVisible();
  // The Comment button still points at what it opened (an axe rule: aria-controls names an id in
  // the page), as it does while the comments load.
  const comments = post.getByRole('button', { name: /^Comments?\W*\d/ });
  const controlled = await comments.getAttribute('aria-controls');
  await expect(page.locator(`[id="${controlled}"]`).getByText(failed)).toBeVisible();

  const report = post.getByRole('button', { name: 'Report', exact: true });
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Report Post' });
  await expect(dialog.getByText(failed)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();

  reconnect();
  await post.getByRole('button', { name: 'Try again' }).click();
  await expect(post.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  // Opened again, it loads again.
  await report.click();
  await expect(dialog.getByRole('button', { name: 'Submit Report' })).toBeVisible();
});

// The story viewer, a full-screen dialog, loads after the feed: offline by then, opening a story
// says so under the viewer's own title, and back online the story opens.
test('a story viewer that cannot load says so in a dialog of its title', async ({
  page,
  context,
}) => {
  const reconnect = await cutOff(context, /\/assets\/story-viewer-[^/]*\.js$/);
  await signInWithDemoButton(page);
  const bubble = page
    .getByRole('region', { name: 'Stories' })
    .getByRole('button', { name: /^Story by / })
    .first();
  await bubble.click();
  const dialog = page.getByRole('dialog', { name: /^Story by / });
  await expect(
    dialog.getByText(
      'This part of the page could not be loaded. Check your connection and try again.',
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  reconnect();
  await bubble.click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
});

// The landing's Login Required loads when the browser is idle after the landing's posts have
// painted: offline by then, a visitor's tap says so under its title, Close goes back to the tapped
// button, and back online the tap opens it.
test("a visitor's Login Required that cannot load says so in a dialog of its title", async ({
  page,
  context,
}) => {
  const reconnect = await cutOff(context, /\/assets\/login-required-dialog-[^/]*\.js$/);
  await page.goto('./');
  await waitForTakeOver(page);
  const like = page.getByRole('tabpanel').getByRole('article').first().getByRole('button', {
    name: /^Like/,
  });
  await like.click({ force: true });
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(
    dialog.getByText(
      'This part of the page could not be loaded. Check your connection and try again.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(like).toBeFocused();

  reconnect();
  await like.click({ force: true });
  await expect(dialog.getByRole('button', { name: 'Continue as Demo User' })).toBeVisible();
});

// A screen not opened before the connection went: its page says so, and Try again loads it in the
// page once the connection is back. A reload there would leave the app for the browser's own
// offline page.
test('a screen that cannot load says so, and Try again loads it without leaving the page', async ({
  page,
  context,
}) => {
  const reconnect = await cutOff(context, /\/assets\/notifications-screen-[^/]*\.js$/);
  await signInWithDemoButton(page);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible(PAGE_LOAD);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toContainText('Check your connection and try again.', PAGE_LOAD);
  await expect(page.getByRole('main')).toHaveCount(1);

  reconnect();
  await page.evaluate(() => ((window as { stillThisPage?: boolean }).stillThisPage = true));
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveURL(/\/notifications$/);
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
});
