// A returning resident's browser, as the demo leaves it after a reload: the saved db with a
// session, the session cookie and the stored user.
import type { Browser } from 'playwright-core';
import { takeSnapshot } from '../../mocks/persist.ts';
import { resetDb } from '../../mocks/reset-db.ts';
import { putSavedWorld } from '../../e2e/saved-world.ts';
import { STORED_USER_KEY } from '../../src/lib/storage-keys.ts';
import { seedBigDb } from './big-db.ts';
import { VIEWPORTS } from './first-screen.ts';
import { handlerSignIn, type Credentials } from './stub-api.ts';

/**
 * A demo db (the seed, or one with `posts` feed posts) and a session for the demo resident (or
 * whoever `credentials` name), as the demo saves it.
 */
export async function signedInSnapshot(
  posts: number | undefined,
  origin: string,
  credentials?: Credentials,
) {
  if (posts === undefined) resetDb();
  else seedBigDb(posts);
  const { token, user } = await handlerSignIn(origin, credentials);
  return { token, user, world: takeSnapshot() };
}

/** A phone-sized browser context holding that db and session, as after a reload of the demo. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  posts: number | undefined,
  credentials?: Credentials,
) {
  const { token, user, world } = await signedInSnapshot(posts, origin, credentials);
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
  await context.addCookies([{ name: 'vc_session', value: token, url: origin }]);
  // A static file of the origin: its document reaches the origin's storage without the app.
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [
    STORED_USER_KEY,
    user,
  ] as const);
  await putSavedWorld(page, world);
  await page.close();
  return context;
}
