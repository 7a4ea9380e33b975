import { contractLog } from '../contract-server/control.ts';
import {
  DEMO,
  expect,
  expectNoErrorText,
  expectNoFailureToast,
  MEERA,
  PAGE_LOAD,
  PRIYA,
  signInAsDemo,
  test,
  toasts,
} from './support.ts';

// Profiles and follows against a server with the documented calls only: GET /api/users/{id}
// sends no followedByMe and no postsCount.

const profileHeader = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Profile', exact: true });

const followCalls = async () =>
  (await contractLog())
    .filter((entry) => entry.path === '/api/follows')
    .map((entry) => `${entry.method} ${entry.status}`);

test('follow, unfollow, follow again: the button and both toasts follow the resident', async ({
  page,
}) => {
  await signInAsDemo(page, `profile/${MEERA.id}`);
  const header = profileHeader(page);
  await expect(header.getByRole('heading', { level: 1, name: MEERA.fullName })).toBeVisible(
    PAGE_LOAD,
  );
  const followers = header.getByText('Followers').locator('..');
  await expect(followers).toContainText('0');
  for (const [button, next, toast, count] of [
    ['Follow', 'Unfollow', 'You are now following this user', '1'],
    ['Unfollow', 'Follow', 'You have unfollowed this user', '0'],
    ['Follow', 'Unfollow', 'You are now following this user', '1'],
  ] as const) {
    await header.getByRole('button', { name: button, exact: true }).click();
    await expect(toasts(page)).toContainText(toast);
    await page.waitForLoadState('networkidle');
    // After the profile's refetch too, which says nothing of following.
    await expect(header.getByRole('button', { name: next, exact: true })).toBeVisible();
    await expect(followers).toContainText(count);
  }
  expect(await followCalls()).toEqual(['POST 201', 'DELETE 204', 'POST 201']);
  await expectNoFailureToast(page);
});

test('following someone the server already has followed (409) ends following, no error', async ({
  page,
}) => {
  await signInAsDemo(page, `profile/${PRIYA.id}`);
  const header = profileHeader(page);
  // The app cannot know: the documented profile has no following flag.
  await header.getByRole('button', { name: 'Follow', exact: true }).click(PAGE_LOAD);
  await expect(toasts(page)).toContainText('You are now following this user');
  await expect(header.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  expect(await followCalls()).toEqual(['POST 409']);
  await expectNoFailureToast(page);
});

test("another resident's profile: the documented fields and their posts only", async ({ page }) => {
  await signInAsDemo(page, `profile/${PRIYA.id}`);
  const header = profileHeader(page);
  await expect(header.getByRole('heading', { level: 1, name: PRIYA.fullName })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(header).toContainText(`@${PRIYA.username}`);
  await expect(header).toContainText('Vasundhara Greens, Gurugram');
  const posts = page.getByRole('feed', { name: /posts/i });
  await expect(posts.getByRole('article').first()).toBeVisible(PAGE_LOAD);
  // GET /api/posts?authorId=… is ignored by this server: the app keeps only her posts.
  for (const article of await posts.getByRole('article').all()) {
    await expect(article).toContainText(PRIYA.fullName);
  }
  await expectNoErrorText(page);
});

test('own profile: counts from the documented profile, no made-up Saved count', async ({
  page,
}) => {
  await signInAsDemo(page);
  const card = page.getByRole('region', { name: 'Your profile' });
  // The demo user wrote 4 posts: the card counts them from GET /api/users/{id}'s posts.
  await expect(card.getByText('Posts').locator('..')).toContainText('4');
  await page.goto('profile');
  const header = profileHeader(page);
  await expect(header.getByRole('heading', { level: 1, name: DEMO.fullName })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(header.getByText('Posts').locator('..')).toContainText('4');
  await expect(header.getByText('Following').locator('..')).toContainText('3');
  await expect(header.getByText('Saved')).toHaveCount(0);
  await expect(header.getByText('…')).toHaveCount(0);
  await expect(page.getByRole('feed', { name: /posts/i }).getByRole('article')).toHaveCount(4);
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByText('Saving posts is not available on this server yet')).toBeVisible();
  await expectNoErrorText(page);
});
