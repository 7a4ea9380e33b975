import { expect, test } from '@playwright/test';
import {
  expectAnsweredByWorker,
  fetchStatusInPage,
  recordApiResponses,
  settleApiCalls,
  signInWithDemoButton,
} from './support';
import { savedWorld } from './saved-world';

test.describe('the built demo', () => {
  test('the service worker answers the page’s /api calls', async ({ page }) => {
    const api = recordApiResponses(page);
    await signInWithDemoButton(page);
    // The demo login, then the signed-in home's own calls.
    await settleApiCalls(page, api, 2);
    expectAnsweredByWorker(api);

    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(controller).toBe(new URL('/mockServiceWorker.js', page.url()).href);
  });

  test('the static server itself has no /api: only the worker answers it', async ({
    page,
    request,
  }) => {
    await signInWithDemoButton(page);
    // The same call from outside the page bypasses the worker and reaches the preview server.
    const direct = await request.post('/api/auth/demo-login');
    expect(direct.status()).toBe(404);
  });

  test('a reload keeps the demo signed in, its db restored from the saved world', async ({
    page,
  }) => {
    await signInWithDemoButton(page);
    const api = recordApiResponses(page);
    await page.reload();

    await expect(page).toHaveURL(/\/home$/);
    // The home's calls after the reload succeed: they would get 401s if the session were lost.
    await settleApiCalls(page, api, 1);
    expectAnsweredByWorker(api);
    expect(await savedWorld(page)).toMatchObject({ version: expect.any(Number) });
    // The session made by the demo login before the reload is still known to the mock backend.
    expect(await fetchStatusInPage(page, '/api/auth/session')).toBe(200);
  });
});
