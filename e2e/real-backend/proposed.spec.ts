import type { Page } from '@playwright/test';
import { contractLog } from '../contract-server/control.ts';
import {
  expect,
  expectNoErrorText,
  feedArticles,
  feedCard,
  PAGE_LOAD,
  PRIYA,
  signInAsDemo,
  test,
  toasts,
} from './support.ts';

// Every screen that reads a proposed endpoint, and every proposed write, against a server that has
// none of them (each answers 404 {"message":"Not found"}, as an unknown route does): the reads
// show the built-in samples with a quiet note, or what the documented calls give; the writes roll
// back and say why.

const PRIYA_POST = 'Water supply in Tower B is off';

/** Signed in, the page at `path` once its heading shows and its calls are done. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await signInAsDemo(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(PAGE_LOAD);
  await page.waitForLoadState('networkidle');
}

/** The proposed calls the page made got the server's 404, as intended. */
async function expectProposedAnswered404(paths: RegExp) {
  const answers = (await contractLog()).filter((entry) => paths.test(entry.path));
  expect(answers.length, `calls to ${paths}`).toBeGreaterThan(0);
  for (const entry of answers) expect(entry.status, `${entry.method} ${entry.path}`).toBe(404);
}

test.describe('reads of proposed endpoints', () => {
  test('the shell: the sample unread badge and neighbours to follow', async ({ page }) => {
    await signInAsDemo(page);
    // The badge counts the sample notifications' unread: 3 (docs/product.md#counts).
    await expect(page.getByRole('link', { name: 'Notifications, 3 unread' }).first()).toBeVisible();
    // From the society's posts, less those the Following feed shows: Rohan, not Priya (followed).
    const people = page.getByRole('region', { name: 'People You May Know' });
    await expect(people.getByRole('button', { name: 'Follow Rohan Verma' })).toBeVisible();
    await expect(people).not.toContainText(PRIYA.fullName);
    await expectNoErrorText(page);
    await expectProposedAnswered404(/^\/api\/(notifications\/unread-count|users\/1\/suggestions)$/);
  });

  test('groups: sample groups with a note, and a sample group page', async ({ page }) => {
    await open(page, 'groups', 'Groups');
    await expect(
      page.getByText('Showing sample groups: this server does not list groups yet.'),
    ).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article').first()).toBeVisible();
    await expectNoErrorText(page);
    await panel.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByText(/This is a sample group/)).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoErrorText(page);
    await expectProposedAnswered404(/^\/api\/groups/);
  });

  test('explore: sample hashtags and groups, popular posts of the period', async ({ page }) => {
    await open(page, 'explore', 'Explore');
    await expect(page.getByText(/Showing sample hashtags/).first()).toBeVisible();
    await expect(
      page.getByText('Showing sample groups: this server does not list groups yet.'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Popular Posts' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoErrorText(page);
    // The server ignores ?period=: the app keeps the period's posts, the top ten of the week
    // (the default) and the two of the last 24 hours.
    await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
    // aria-setsize: the posts the list holds, mounted near the viewport or not.
    const popular = page.getByRole('tabpanel').getByRole('article').first();
    await expect(popular).toHaveAttribute('aria-setsize', '10');
    await page.getByRole('radio', { name: '24h' }).click();
    await expect(page.getByRole('radio', { name: '24h' })).toBeChecked();
    await expect(popular).toHaveAttribute('aria-setsize', '2');
  });

  test('trending: the documented trending filter, ranked', async ({ page }) => {
    await open(page, 'trending', /Trending/);
    const [first, second] = await page.getByRole('article').all();
    await expect(first).toContainText('#1 Trending');
    await expect(second).toContainText('#2 Trending');
    // The server ranks by engagement: the first has the most reactions.
    await expect(first).toContainText('New visitor passes go live');
    await expectNoErrorText(page);
  });

  test('notifications: samples with a note', async ({ page }) => {
    await open(page, 'notifications', 'Notifications');
    await expect(
      page.getByText(/notifications are not available on this server yet/),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expectNoErrorText(page);
  });

  test('search: matches from the samples with a note', async ({ page }) => {
    await signInAsDemo(page);
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
    await search.fill('water');
    await search.press('Enter');
    await expect(page.getByText(/search is not available on this server yet/)).toBeVisible(
      PAGE_LOAD,
    );
    await expectNoErrorText(page);
  });

  test('comments under a post say they are not available; no box to type into', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const card = feedCard(page, PRIYA_POST);
    await card.getByRole('button', { name: /^Comments?\W*\d/ }).click();
    await expect(card.getByText('Comments are not available on this server yet.')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Write a comment' })).toHaveCount(0);
    await expectNoErrorText(page);
  });

  test('a post page is found in the documented list', async ({ page }) => {
    await signInAsDemo(page, 'posts/45');
    await expect(page.getByRole('article').first()).toContainText(PRIYA_POST, PAGE_LOAD);
    await expectNoErrorText(page);
    // An id the list does not hold is not found.
    await page.goto('posts/999');
    await expect(page.getByText('Post not found')).toBeVisible(PAGE_LOAD);
  });

  test("an @mention opens the profile it names, found among the posts' authors", async ({
    page,
  }) => {
    await signInAsDemo(page, `profile/@${PRIYA.username}`);
    const header = page.getByRole('region', { name: 'Profile', exact: true });
    await expect(header.getByRole('heading', { level: 1, name: PRIYA.fullName })).toBeVisible(
      PAGE_LOAD,
    );
    await expectNoErrorText(page);
  });

  test('settings: blocking is said to be missing, no error', async ({ page }) => {
    await open(page, 'profile?tab=settings', 'Demo Resident');
    await expect(page.getByText('Blocking is not available on this server yet.')).toBeVisible();
    await expectNoErrorText(page);
  });
});

test.describe('proposed writes roll back and say so', () => {
  test('save a post', async ({ page }) => {
    await signInAsDemo(page);
    const save = feedCard(page, PRIYA_POST).getByRole('button', { name: 'Save' });
    await save.click();
    await expect(toasts(page)).toContainText(
      'Failed to save post: saving posts is not available on this server yet.',
    );
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  test('join a sample group', async ({ page }) => {
    await open(page, 'groups', 'Groups');
    const join = page.getByRole('tabpanel').getByRole('button', { name: 'Join' }).first();
    await join.click();
    await expect(toasts(page)).toContainText('groups are not available on this server yet');
    await expect(join).toBeVisible();
  });

  test('create a group; what was typed stays', async ({ page }) => {
    await open(page, 'groups', 'Groups');
    await page.getByRole('button', { name: 'Create Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Group' });
    await dialog.getByRole('textbox', { name: 'Group name' }).fill('Tower B walkers');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Evening walks at 7.');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(toasts(page)).toContainText('groups are not available on this server yet');
    await expect(dialog.getByRole('textbox', { name: 'Group name' })).toHaveValue(
      'Tower B walkers',
    );
  });

  test('block a resident', async ({ page }) => {
    await open(page, `profile/${PRIYA.id}`, PRIYA.fullName);
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Block ${PRIYA.fullName}?` });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(toasts(page)).toContainText('blocking is not available on this server yet');
    // Not blocked: her posts still show and Block is still offered.
    const header = page.getByRole('region', { name: 'Profile', exact: true });
    await expect(header.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
    await expect(feedArticles(page).first()).toBeVisible();
  });

  test('edit the profile; the form keeps the changes', async ({ page }) => {
    await open(page, 'profile', 'Demo Resident');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('textbox', { name: 'Bio' }).fill('Cycling on Sundays.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText(
      'Profile editing is not available on this server yet.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Bio' })).toHaveValue('Cycling on Sundays.');
  });
});

// Issue 32: the society records.
test.describe('society records', () => {
  test('the society badges stay plain text and the pages say the records are not there', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await expect(feedArticles(page).first()).toBeVisible(PAGE_LOAD);
    await page.waitForLoadState('networkidle');
    await expect(feedArticles(page).first()).toContainText('Vasundhara');
    await expect(page.locator('a[href*="/societies/"]')).toHaveCount(0);
    await expectProposedAnswered404(/^\/api\/societies\/records$/);
    await open(page, 'societies/1', 'Society');
    await expect(
      page.getByText('Society records are not available on this server yet.'),
    ).toBeVisible();
    await expectNoErrorText(page);
  });
});
