import { expect, test } from '@playwright/test';

// The contract's reference page: static, beside the demo, readable with nothing but its own files.

test('/api-docs/ shows every operation of the served document, from the site alone', async ({
  page,
  request,
}) => {
  const site = new URL(test.info().project.use.baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (/^https?:/.test(sent.url()) && new URL(sent.url()).origin !== site)
      foreign.push(sent.url());
  });
  const document = (await (await request.get('./openapi.json')).json()) as {
    info: { title: string };
    paths: Record<string, Record<string, { summary: string }>>;
  };
  const summaries = Object.values(document.paths).flatMap((item) =>
    Object.values(item).map((operation) => operation.summary),
  );

  await page.goto('./api-docs/');
  await expect(page.getByRole('heading', { name: document.info.title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const menu = page.getByRole('navigation');
  for (const summary of summaries)
    await expect(menu.getByText(summary, { exact: true }).first()).toBeAttached();
  expect(foreign).toEqual([]);
});
