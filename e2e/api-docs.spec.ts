import { expect, test } from '@playwright/test';

// The contract's reference page: static, beside the demo, readable with nothing but its own files
// (its Content-Security-Policy blocks Redoc's logo on a CDN; CI has no network beyond its own).

test('/api-docs/ shows every operation of the served document, from the site alone', async ({
  page,
  request,
}) => {
  const site = new URL(test.info().project.use.baseURL!).origin;
  const fetchedElsewhere: string[] = [];
  page.on('requestfinished', (sent) => {
    if (/^https?:/.test(sent.url()) && new URL(sent.url()).origin !== site)
      fetchedElsewhere.push(sent.url());
  });
  const served = (await (await request.get('./openapi.json')).json()) as {
    info: { title: string; version: string };
    paths: Record<string, Record<string, { summary: string }>>;
  };
  const summaries = Object.values(served.paths).flatMap((item) =>
    Object.values(item).map((operation) => operation.summary),
  );

  await page.goto('./api-docs/');
  const title = `${served.info.title} (${served.info.version})`;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  // One read of the page for all of them: a locator per summary re-scans Redoc's long page each
  // time, which ran past the test's minute on a busy CI machine.
  await expect
    .poll(() => page.evaluate(summariesNotShown, summaries), { timeout: 20_000 })
    .toEqual([]);
  expect(fetchedElsewhere).toEqual([]);
});

/** The summaries that no element of the page holds as its whole text (as an exact getByText). */
function summariesNotShown(summaries: string[]): string[] {
  const shown = new Set(
    Array.from(document.body.querySelectorAll('*'), (element) =>
      (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    ),
  );
  return summaries.filter((summary) => !shown.has(summary));
}
