// The demo keeps its world in IndexedDB: photos far past what localStorage held survive a reload, a
// world saved by an earlier version in localStorage moves over, and a browser that refuses storage
// tells the resident while the demo goes on working.
import { expect, test, type Page } from '@playwright/test';
import { resetDb, takeSnapshot } from '../mocks/persist';
import { LOCAL_STORAGE_SNAPSHOT_KEY } from '../mocks/saved-world';
import { SEED } from '../mocks/seed';
import { ATTACHMENT_MAX_BYTES } from '../src/api/limits';
import { savedWorld } from './saved-world';
import { PAGE_LOAD, signInWithDemoButton } from './support';

const PHOTOS_PER_POST = 3;
const POSTS = 5;

/**
 * Posts with photos of the largest size allowed, each of random bytes (nothing for storage to
 * compress), through the demo's own /api as the composer sends them. Resolves to the posts' ids.
 */
function postPhotos(page: Page, authorId: number): Promise<number[]> {
  return page.evaluate(
    async ([authorId, bytes, posts, photosPerPost]) => {
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
      function randomPng(): string {
        const data = new Uint8Array(bytes);
        // getRandomValues fills at most 64 kB at a time.
        for (let start = 0; start < bytes; start += 65536) {
          crypto.getRandomValues(data.subarray(start, start + 65536));
        }
        let binary = '';
        for (let start = 0; start < bytes; start += 32768) {
          binary += String.fromCharCode(...data.subarray(start, start + 32768));
        }
        return `data:image/png;base64,${btoa(binary)}`;
      }
      const ids: number[] = [];
      for (let post = 0; post < posts; post += 1) {
        const attachmentIds: number[] = [];
        for (let photo = 0; photo < photosPerPost; photo += 1) {
          const uploaded = await send<{ id: number }>('/api/uploads', {
            name: `leak-${post}-${photo}.png`,
            mimeType: 'image/png',
            dataUrl: randomPng(),
            uploaderId: authorId,
          });
          attachmentIds.push(uploaded.id);
        }
        const created = await send<{ id: number }>('/api/posts', {
          content: `The pipe behind Tower B is leaking again, photo set ${post + 1}`,
          authorId,
          attachmentIds,
        });
        ids.push(created.id);
      }
      return ids;
    },
    [authorId, ATTACHMENT_MAX_BYTES, POSTS, PHOTOS_PER_POST] as const,
  );
}

/** The sizes of a post's attachments as the demo's backend serves them after the reload. */
function attachmentSizes(page: Page, postId: number): Promise<number[]> {
  return page.evaluate(async (postId) => {
    const response = await fetch(`/api/posts/${postId}`, { credentials: 'include' });
    const post = (await response.json()) as { attachments?: { size: number; url: string }[] };
    // The decoded size of each data URL, so the bytes themselves are counted, not a stored field.
    return (post.attachments ?? []).map(({ url }) => {
      const base64 = url.slice(url.indexOf(',') + 1);
      return atob(base64).length;
    });
  }, postId);
}

test('30 MB of photos survive a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithDemoButton(page);
  const postIds = await postPhotos(page, SEED.demoUserId);
  const lastPost = postIds[postIds.length - 1];
  // Saved in the background shortly after the last write: wait for it rather than race it.
  await expect
    .poll(async () => (await savedWorld(page))?.models.post.some((post) => post.id === lastPost), {
      timeout: 30_000,
    })
    .toBe(true);

  // A new load of the post's page shows the photos from the restored world (the page's own calls
  // wait for the demo's backend, so the checks through fetch below come after it).
  await page.goto(`posts/${lastPost}`);
  await expect(page.getByText('photo set 5')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('img', { name: 'leak-4-0.png' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  let total = 0;
  for (const postId of postIds) {
    const sizes = await attachmentSizes(page, postId);
    expect(sizes).toEqual(Array(PHOTOS_PER_POST).fill(ATTACHMENT_MAX_BYTES));
    total += sizes.reduce((sum, size) => sum + size, 0);
  }
  expect(total).toBeGreaterThanOrEqual(30 * 1024 * 1024);
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
