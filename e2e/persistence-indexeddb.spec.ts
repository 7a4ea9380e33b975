// The demo keeps its world in IndexedDB: photos far past what localStorage held survive a reload, a
// world saved by an earlier version in localStorage moves over, and a browser that refuses storage
// tells the resident while the demo goes on working.
import { expect, test, type Page } from '@playwright/test';
import { takeSnapshot } from '../mocks/persist';
import { resetDb } from '../mocks/reset-db';
import { FILE_IN_STORAGE, LOCAL_STORAGE_SNAPSHOT_KEY } from '../mocks/saved-world';
import { fileKey } from '../mocks/world-storage';
import { SEED } from '../mocks/seed';
import { ATTACHMENT_MAX_BYTES } from '../src/api/limits';
import { putSavedWorld, savedWorld } from './saved-world';
import { PAGE_LOAD, signInWithDemoButton } from './support';

const PHOTOS_PER_POST = 3;
const POSTS = 5;
const PHOTO_BYTES = ATTACHMENT_MAX_BYTES;

/**
 * The seed plus the demo user's posts with photos of the largest size allowed: the records as the
 * demo saves them, each photo a file of the storage (made in the page, of random bytes).
 */
function worldWithPhotos() {
  resetDb();
  const world = takeSnapshot();
  const template = world.models.post.find((post) => post.id === SEED.demoPostId)!;
  let postId = Math.max(...world.models.post.map((post) => post.id as number));
  let attachmentId = Math.max(0, ...world.models.attachment.map((file) => file.id as number));
  const createdAt = new Date().toISOString();
  const postIds: number[] = [];
  for (let post = 1; post <= POSTS; post += 1) {
    const attachmentIds: number[] = [];
    for (let photo = 0; photo < PHOTOS_PER_POST; photo += 1) {
      attachmentId += 1;
      attachmentIds.push(attachmentId);
      world.models.attachment.push({
        id: attachmentId,
        name: `leak-${post}-${photo}.png`,
        mimeType: 'image/png',
        size: PHOTO_BYTES,
        kind: 'image',
        url: FILE_IN_STORAGE,
        uploaderId: SEED.demoUserId,
        createdAt,
      });
    }
    postId += 1;
    postIds.push(postId);
    world.models.post.push({
      ...template,
      id: postId,
      content: `The pipe behind Tower B is leaking again, photo set ${post}`,
      hashtags: [],
      mentions: [],
      imageUrl: null,
      attachmentIds,
      likesCount: 0,
      commentsCount: 0,
      repostsCount: 0,
      createdAt,
    });
  }
  const fileIds = world.models.attachment
    .filter((file) => file.url === FILE_IN_STORAGE)
    .map((file) => file.id as number);
  return { world, postIds, fileIds };
}

/** The decoded sizes of a post's attachments as the demo's backend serves them. */
function attachmentSizes(page: Page, postId: number): Promise<number[]> {
  return page.evaluate(async (postId) => {
    const response = await fetch(`/api/posts/${postId}`, { credentials: 'include' });
    const post = (await response.json()) as { attachments?: { url: string }[] };
    // The bytes of each data URL, so the file itself is counted, not a stored field.
    return (post.attachments ?? []).map(({ url }) => atob(url.slice(url.indexOf(',') + 1)).length);
  }, postId);
}

/** A photo of `bytes` random bytes uploaded through the demo's /api and posted, as the composer does. */
function postOnePhoto(page: Page, authorId: number, bytes: number): Promise<number> {
  return page.evaluate(
    async ([authorId, bytes]) => {
      async function send<T>(path: string, body: unknown): Promise<T> {
        const response = await fetch(path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return (await response.json()) as T;
      }
      const data = new Uint8Array(bytes);
      for (let start = 0; start < bytes; start += 65536) {
        crypto.getRandomValues(data.subarray(start, start + 65536));
      }
      let binary = '';
      for (let start = 0; start < bytes; start += 32768) {
        binary += String.fromCharCode(...data.subarray(start, start + 32768));
      }
      const photo = await send<{ id: number }>('/api/uploads', {
        name: 'leak-new.png',
        mimeType: 'image/png',
        dataUrl: `data:image/png;base64,${btoa(binary)}`,
        uploaderId: authorId,
      });
      const post = await send<{ id: number }>('/api/posts', {
        content: 'And one more photo of the leak, taken this morning',
        authorId,
        attachmentIds: [photo.id],
      });
      return post.id;
    },
    [authorId, bytes] as const,
  );
}

test('a world with 30 MB of photos survives a reload, and so does the next photo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { world, postIds, fileIds } = worldWithPhotos();
  await page.goto('favicon.svg');
  await putSavedWorld(
    page,
    world,
    fileIds.map((id) => [fileKey(id), PHOTO_BYTES] as const),
  );

  // The demo starts from that world: every photo is there, byte for byte in size.
  await signInWithDemoButton(page);
  const lastPost = postIds[postIds.length - 1];
  await page.goto(`posts/${lastPost}`);
  await expect(page.getByText('photo set 5')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: 'leak-5-0.png' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  let total = 0;
  for (const postId of postIds) {
    const sizes = await attachmentSizes(page, postId);
    expect(sizes).toEqual(Array(PHOTOS_PER_POST).fill(PHOTO_BYTES));
    total += sizes.reduce((sum, size) => sum + size, 0);
  }
  expect(total).toBeGreaterThanOrEqual(30 * 1024 * 1024);

  // A resident adds one more through the composer's calls; the world, now past 32 MB, is saved
  // with it (in the background, shortly after: wait for it rather than race it) and reloads whole.
  const newPost = await postOnePhoto(page, SEED.demoUserId, PHOTO_BYTES);
  await expect
    .poll(async () => (await savedWorld(page))?.models.post.some((post) => post.id === newPost), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.goto(`posts/${newPost}`);
  // Restoring 32 MB of photos on a busy two-core machine: more than a page's usual wait.
  await expect(page.getByText('taken this morning')).toBeVisible({ timeout: 60_000 });
  expect(await attachmentSizes(page, newPost)).toEqual([PHOTO_BYTES]);
  expect(await attachmentSizes(page, postIds[0])).toEqual(Array(PHOTOS_PER_POST).fill(PHOTO_BYTES));
});

test("a first visit loads the seed's code to seed; a saved world is restored without it", async ({
  page,
}) => {
  const SEED_CODE = /\/assets\/mock-reset-db-[^/]+\.js$/;
  let seedCodeRequests = 0;
  page.on('request', (request) => {
    if (SEED_CODE.test(new URL(request.url()).pathname)) seedCodeRequests += 1;
  });
  await signInWithDemoButton(page);
  expect(seedCodeRequests).toBe(1);
  await expect.poll(() => savedWorld(page), PAGE_LOAD).not.toBeNull();

  seedCodeRequests = 0;
  await page.reload();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible(PAGE_LOAD);
  expect(seedCodeRequests).toBe(0);
});

test('a world saved in localStorage by an earlier version moves over once', async ({ page }) => {
  const EDITED = 'Saved before IndexedDB, and still here';
  resetDb();
  const world = takeSnapshot();
  const post = world.models.post.find((record) => record.id === SEED.demoPostId)!;
  post.content = EDITED;
  await page.goto('favicon.svg');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    LOCAL_STORAGE_SNAPSHOT_KEY,
    JSON.stringify(world),
  ] as const);

  await signInWithDemoButton(page);
  await page.goto(`posts/${SEED.demoPostId}`);
  await expect(page.getByText(EDITED)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_SNAPSHOT_KEY)).toBe(
    null,
  );
  const saved = await savedWorld(page);
  expect(saved?.models.post.find((record) => record.id === SEED.demoPostId)?.content).toBe(EDITED);
});

test('a browser that refuses storage tells the resident, and the demo works', async ({ page }) => {
  // As a browser in private mode may: IndexedDB cannot be opened at all.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('IndexedDB is not available here.', 'InvalidStateError');
    };
  });
  // Told as soon as the demo has started, on whichever page it opened.
  await page.goto('login');
  await expect(page.getByText('Changes will not survive a reload')).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await signInWithDemoButton(page);

  // Everything else works: a post goes out and shows in the feed.
  const content = `Posted while storage refused ${Date.now()}`;
  const composer = page.getByRole('region', { name: 'Create a post' });
  await composer.getByRole('textbox', { name: 'Share a concern or update' }).fill(content);
  await composer.getByRole('radio', { name: 'Update' }).check();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('feed').getByText(content)).toBeVisible();
});
