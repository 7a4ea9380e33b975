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
  const document = (await (await request.get('./openapi.json')).json()) as {
    info: { title: string; version: string };
    paths: Record<string, Record<string, { summary: string }>>;
  };
  const summaries = Object.values(document.paths).flatMap((item) =>
    Object.values(item).map((operation) => operation.summary),
  );

  await page.goto('./api-docs/');
  const title = `${document.info.title} (${document.info.version})`;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  for (const summary of summaries)
    await expect(page.getByText(summary, { exact: true }).first()).toBeAttached();
  expect(fetchedElsewhere).toEqual([]);
});
