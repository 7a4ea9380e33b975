import { expect, test } from '@playwright/test';
import {
  blockAppScripts,
  expectAnsweredByWorker,
  recordApiResponses,
  settleApiCalls,
  signInWithDemoButton,
} from './support';

// Served from dist-e2e/<port>, built with `vite build --base=/sub/path/` (see playwright.config.ts).
test('a build at /sub/path/ signs in and the worker at that scope answers /api', async ({
  page,
  baseURL,
}) => {
  const api = recordApiResponses(page);
  await signInWithDemoButton(page);
  expect(baseURL).toMatch(/\/sub\/path\/$/);
  await expect(page).toHaveURL(`${baseURL}home`);
  await settleApiCalls(page, api, 2);
  expectAnsweredByWorker(api);

  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      scope: registration?.scope,
      controller: navigator.serviceWorker.controller?.scriptURL,
    };
  });
  expect(worker).toEqual({
    scope: baseURL,
    controller: `${baseURL}mockServiceWorker.js`,
  });
});

test('the build ships 404.html, a copy of index.html for hosts without rewrites', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('index.html');
  const fallback = await request.get('404.html');
  expect(fallback.status()).toBe(200);
  expect(await fallback.text()).toBe(await index.text());
  // Its asset URLs carry the base, so it boots the app at any depth of the sub-path.
  // (index.html's boot script lists them; see scripts/vite-prerender.ts)
  expect(await fallback.text()).toContain(`"${new URL(baseURL ?? '').pathname}assets/index-`);
});

test('the prerendered landing is shown at the sub-path, its links below it', async ({
  page,
  baseURL,
}) => {
  await blockAppScripts(page);
  await page.goto(baseURL!);
  await expect(page.getByRole('heading', { name: 'Your society, heard.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/sub/path/register',
  );
});
