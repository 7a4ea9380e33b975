#!/usr/bin/env node
// Checks a built Storybook the way a static host would serve it from a sub-path: serves the
// folder at /sb/ (plain files, nothing else), opens a few stories' iframes in Chromium and checks
// that the mock worker registered under /sb/, answered the app's /api calls and that every file
// (scripts, images, the worker) loaded.
// Usage: node .storybook/check-subpath.mjs [storybook-static] [port]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const DIR = resolve(process.argv[2] ?? 'storybook-static');
const PORT = Number(process.argv[3] ?? 6107);
const BASE = '/sb/';
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (!url.pathname.startsWith(BASE)) return void res.writeHead(404).end();
  let file = normalize(join(DIR, decodeURIComponent(url.pathname.slice(BASE.length))));
  if (!file.startsWith(DIR)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(PORT, '127.0.0.1', done));

const STORIES = [
  ['screens-feed--populated', 'feed'],
  ['screens-groups--populated', 'tabpanel'],
  ['features-posts-postcard--populated', 'article'],
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let failures = 0;
try {
  const page = await browser.newPage();
  const failed = [];
  let images = 0;
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    else if (r.url().includes(`${BASE}images/`)) images += 1;
  });
  // Requests cut short by the next navigation (net::ERR_ABORTED) are not failures of the build.
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) failed.push(`${reason} ${r.url()}`);
  });
  const origin = `http://127.0.0.1:${PORT}`;

  await page.goto(`${origin}${BASE}index.html`);
  await page.waitForSelector('#storybook-explorer-tree', { timeout: 60_000 });
  console.log(`manager: ${BASE}index.html loaded`);

  for (const [id, role] of STORIES) {
    await page.goto(`${origin}${BASE}iframe.html?id=${id}&viewMode=story`);
    await page.getByRole(role).first().waitFor({ timeout: 60_000 });
    const scope = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope).join(', '),
    );
    const apiOk = await page.evaluate(async () => (await fetch('/api/societies')).ok);
    console.log(
      `${id}: ${role} shown; worker scope ${scope}; /api answered by the worker: ${apiOk}`,
    );
    if (!scope.endsWith(BASE) || !apiOk) failures += 1;
  }
  // Seeded pictures (avatars, covers) are addressed from the build's base, not the site root.
  console.log(`seeded images loaded from ${BASE}images/: ${images}`);
  if (images === 0) failures += 1;
  if (failed.length) {
    console.log(`failed requests:\n  ${failed.join('\n  ')}`);
    failures += failed.length;
  }
} finally {
  await browser.close();
  server.close();
}
console.log(failures ? `Sub-path check FAILED (${failures})` : 'Sub-path check passed.');
process.exitCode = failures ? 1 : 0;
