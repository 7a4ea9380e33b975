import { contractLog, injectFault } from '../contract-server/control.ts';
import {
  expect,
  expectNoFailureToast,
  expectToggleSettled,
  feedArticles,
  feedCard,
  PAGE_LOAD,
  PRIYA,
  scrollToCard,
  signInAsDemo,
  test,
  toasts,
  watchPersonsStories,
} from './support.ts';

// The feed against a server with the documented calls only: no likedByMe or repostedByMe, no
// paging, no proposed narrowing.

const SEEDED_POSTS = 45;
/** Posts of the seed the tests act on (e2e/contract-server/seed.ts). */
const PRIYA_POST = 'Water supply in Tower B is off';
/** The demo user liked it before: the server knows, the app cannot (no likedByMe). */
const LIKED_BEFORE = 'New visitor passes go live in every society next week.';

const bodyKeysOf = async (path: string) =>
  (await contractLog())
    .filter((entry) => entry.path === path && entry.method !== 'GET')
    .map(
      (entry) => `${entry.method} ${entry.status} ${[...(entry.bodyKeys ?? [])].sort().join(',')}`,
    );

test('the four feed tabs each ask the documented filter and show its posts', async ({
  page,
  apiCalls,
}) => {
  await signInAsDemo(page);
  for (const [tab, filter] of [
    ['My Society', 'my-society'],
    ['Following', 'following'],
    ['Trending Issues', 'trending'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('feed', { name: new RegExp(`^${tab}`) })).toBeVisible(PAGE_LOAD);
    await expect(feedArticles(page).first()).toBeVisible(PAGE_LOAD);
    expect(apiCalls.sent).toContainEqual(
      expect.stringMatching(new RegExp(`^GET /api/posts\\?filter=${filter}&userId=1&`)),
    );
  }
  // My Society is the Greens (Gurugram): nobody from Noida's Heights in it.
  await page.getByRole('tab', { name: /^My Society/ }).click();
  await expect(feedCard(page, 'Morning yoga on the clubhouse lawn')).toHaveCount(0);
  await expect(feedCard(page, PRIYA_POST)).toBeVisible();
});

test('opening the feed asks for its first posts once, from the page, before the app has run', async ({
  page,
  apiCalls,
}) => {
  await signInAsDemo(page);
  const firstPage = '/api/posts?filter=all&userId=1&limit=20&offset=0';
  expect(apiCalls.sent.filter((call) => call === `GET ${firstPage}`)).toHaveLength(1);
  // The one request is index.html's early read, which the browser handed to the app's own: had
  // the two differed, the app would have sent a second.
  const initiators = await page.evaluate(
    (path) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith(path))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    firstPage,
  );
  expect(initiators).toEqual(['link']);
});

test('a server that ignores paging: each post once, all of them after Load More', async ({
  page,
  apiCalls,
}) => {
  await signInAsDemo(page);
  await expect(page.getByRole('button', { name: 'Load More Posts' })).toBeAttached();
  // The rest loads as the resident scrolls on (the feed asks for the next page as its end nears,
  // as Load More would); every card mounted on the way is noted.
  const ids = new Set<string>();
  const note = async () => {
    const mounted = await page
      .locator('[data-post-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-post-id')!));
    for (const id of mounted) ids.add(id);
  };
  const caughtUp = page.getByText('You are all caught up.');
  for (let step = 0; step < 300 && !(await caughtUp.isVisible()); step++) {
    await note();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  // The end of the feed, where the last page's cards mount.
  await caughtUp.scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-index="${SEEDED_POSTS - 1}"]`)).toBeAttached();
  await note();
  // aria-setsize counts the posts the feed holds: a repeated post would count twice.
  await expect(feedArticles(page).last()).toHaveAttribute('aria-setsize', String(SEEDED_POSTS));
  expect(ids.size).toBe(SEEDED_POSTS);
  const pages = apiCalls.sent.filter((call) => call.startsWith('GET /api/posts?filter=all'));
  expect(pages).toEqual([0, 20, 40].map((offset) => expect.stringContaining(`offset=${offset}`)));
});

test('a 500 on the feed is asked once and says so', async ({ page, apiCalls }) => {
  await signInAsDemo(page);
  // The feed's read only: People You May Know reads the society's posts at the same time.
  await injectFault({ method: 'GET', path: '/api/posts', query: { filter: 'all' }, status: 500 });
  const before = apiCalls.sent.length;
  await page.reload();
  await expect(page.getByText('Failed to load posts. Please try again.')).toBeVisible(PAGE_LOAD);
  // The feed's own call (People You May Know also reads the society's posts on this server).
  const feedCalls = apiCalls.sent
    .slice(before)
    .filter((call) => call.startsWith('GET /api/posts?filter=all'));
  expect(feedCalls).toHaveLength(1);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(feedArticles(page).first()).toBeVisible(PAGE_LOAD);
});

test('like, unlike, like again: the card keeps what the resident did', async ({ page }) => {
  await signInAsDemo(page);
  const like = feedCard(page, PRIYA_POST).getByRole('button', { name: /^Like/ });
  const count = async () => Number((await like.innerText()).replace(/\D/g, ''));
  const start = await count();
  for (const [pressed, likes] of [
    ['true', start + 1],
    ['false', start],
    ['true', start + 1],
  ] as const) {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', pressed);
    await expectToggleSettled(like);
    // After the refetch too (the list answers without likedByMe).
    await page.waitForLoadState('networkidle');
    await expect(like).toHaveAttribute('aria-pressed', pressed);
    expect(await count()).toBe(likes);
  }
  await expectNoFailureToast(page);
  expect(await bodyKeysOf('/api/likes')).toEqual([
    'POST 201 postId,userId',
    'DELETE 204 postId,userId',
    'POST 201 postId,userId',
  ]);
});

test('liking a post the server already has liked (409) ends liked, without an error', async ({
  page,
}) => {
  await signInAsDemo(page);
  const like = (await scrollToCard(page, LIKED_BEFORE)).getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expectToggleSettled(like);
  await page.waitForLoadState('networkidle');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectNoFailureToast(page);
  expect(await bodyKeysOf('/api/likes')).toEqual(['POST 409 postId,userId']);
});

test('repost, then undo it', async ({ page }) => {
  await signInAsDemo(page);
  const repost = feedCard(page, PRIYA_POST).getByRole('button', { name: /^Repost/ });
  for (const pressed of ['true', 'false']) {
    await repost.click();
    await expectToggleSettled(repost);
    await page.waitForLoadState('networkidle');
    await expect(repost).toHaveAttribute('aria-pressed', pressed);
  }
  await expectNoFailureToast(page);
  expect(await bodyKeysOf('/api/reposts')).toEqual([
    'POST 201 postId,userId',
    'DELETE 204 postId,userId',
  ]);
});

test('posts with the composer; the new post leads the feed', async ({ page }) => {
  await signInAsDemo(page);
  const text = 'Lift 3 in Tower A makes a grinding noise. #LiftWatch';
  const composer = page.getByRole('region', { name: 'Create a post' });
  await composer.getByRole('textbox', { name: 'Share a concern or update' }).fill(text);
  // A concern's proposed key goes with the documented ones; the server ignores it.
  await composer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Lift' });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toasts(page)).toContainText('Post created successfully');
  await expect(feedArticles(page).first()).toContainText(text);
  await expect(feedArticles(page).first().getByRole('link', { name: '#LiftWatch' })).toBeVisible();
  const [created] = await bodyKeysOf('/api/posts');
  expect(created).toMatch(/^POST 201 (\w+,)*authorId,(\w+,)*content,hashtags,(\w+,)*mentions/);
});

test('reports a post with a reason and details', async ({ page }) => {
  await signInAsDemo(page);
  await feedCard(page, PRIYA_POST).getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Post' });
  await dialog.getByRole('radio', { name: 'False information' }).check();
  await dialog.getByRole('textbox', { name: 'Additional details (optional)' }).fill('Wrong day');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toasts(page)).toContainText('Report submitted');
  await expect(dialog).toBeHidden();
  expect(await bodyKeysOf('/api/reports')).toEqual([
    'POST 201 description,postId,reason,reporterId,userId',
  ]);
});

test("watches a followed neighbour's story", async ({ page }) => {
  await signInAsDemo(page);
  const strip = page.getByRole('region', { name: 'Stories' });
  const story = strip.getByRole('button', { name: /^Story by Priya Sharma, .*not viewed/ }).first();
  await story.click();
  const viewer = page.getByRole('dialog', { name: `Story by ${PRIYA.fullName}` });
  await expect(viewer.getByRole('progressbar')).toBeVisible();
  await watchPersonsStories(viewer);
  // Marked seen here, though the server has no story views: no error said.
  await expect(
    strip.getByRole('button', { name: /^Story by Priya Sharma, .*seen/ }).first(),
  ).toBeVisible();
  await expectNoFailureToast(page);
});
