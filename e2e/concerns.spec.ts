import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToggleSettled, PAGE_LOAD, signInWithDemoButton, switchPerson } from './support';

// A concern's whole life in the built demo, each person at their own turn on the one phone the
// demo panel switches: a resident raises it, a neighbour joins it, the society's care manager works
// it, its author reopens it and finally closes it. Every step is checked where its people see it:
// the post page, the timeline and their notifications.
test.describe.configure({ timeout: 300_000 });

const AARAV = 'Aarav Mehta';
const PRIYA = 'Priya Sharma';
const SANJAY = 'Sanjay Patwardhan';

/** Switches the demo's phone to `fullName` and opens `path` as them. */
async function actAs(page: Page, fullName: string, path: string) {
  await switchPerson(page, fullName);
  await page.goto(path);
  // A concern's page has loaded once its clock shows.
  if (path.startsWith('posts/'))
    await expect(page.getByRole('region', { name: 'Response clock' })).toBeVisible(PAGE_LOAD);
}

const clock = (page: Page) => page.getByRole('region', { name: 'Response clock' });
const care = (page: Page) => page.getByRole('region', { name: 'Care team actions' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function expectStatus(page: Page, status: string) {
  await expect(clock(page).getByRole('definition').first()).toHaveText(
    new RegExp(`^${status} for `),
  );
}

async function markResolved(area: Locator, note: string) {
  await area.getByRole('button', { name: 'Mark resolved' }).click();
  await area.getByRole('textbox', { name: 'Resolution note' }).fill(note);
  await area.getByRole('button', { name: 'Mark resolved' }).click();
}

test('a Lift concern from raised to closed, with everyone told at each step', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const text = `The lift in Tower B stops between floors with people inside ${stamp}`;
  let postPath = '';

  await test.step('Aarav raises a Lift concern in Tower B', async () => {
    await signInWithDemoButton(page);
    const composer = page.getByRole('region', { name: 'Create a post' });
    await composer.getByRole('textbox', { name: 'Share a concern or update' }).fill(text);
    await composer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Lift' });
    await composer.getByRole('textbox', { name: 'Place (optional)' }).fill('Tower B');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, 'Post created successfully');
    const item = page.locator('[data-post-id]').filter({ hasText: stamp });
    const card = item.getByRole('article');
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card.getByText('Lift · Tower B')).toBeVisible();
    await expect(card.getByText('1 resident affected')).toBeVisible();
    await expect(card.getByText(/^Acknowledge by /)).toBeVisible();
    postPath = `posts/${await item.getAttribute('data-post-id')}`;
  });

  await test.step('Priya, a neighbour, says it affects her too', async () => {
    await actAs(page, PRIYA, postPath);
    const affects = page.getByRole('button', { name: 'Affects me too' });
    await affects.click();
    await expect(affects).toHaveAttribute('aria-pressed', 'true');
    await expectToggleSettled(affects);
    await expect(page.getByText('2 residents affected')).toBeVisible();
    await expect(care(page)).toHaveCount(0);
  });

  await test.step('Sanjay, the care manager, acknowledges, assigns, answers and resolves', async () => {
    await actAs(page, SANJAY, postPath);
    await care(page).getByRole('button', { name: 'Acknowledge' }).click();
    await toast(page, 'Concern acknowledged');
    await expectStatus(page, 'Acknowledged');
    await care(page)
      .getByRole('combobox', { name: 'Assign to' })
      .selectOption({ label: `${SANJAY}, Society Manager, Vasundhara Greens` });
    await care(page).getByRole('button', { name: 'Assign' }).click();
    await toast(page, `Assigned to ${SANJAY}`);
    await care(page)
      .getByRole('textbox', { name: 'Official response' })
      .fill('The lift company sends a technician at 4 pm today.');
    await care(page).getByRole('button', { name: 'Post response' }).click();
    await toast(page, 'Response posted');
    await care(page).getByRole('button', { name: 'Start work' }).click();
    await expectStatus(page, 'In progress');
    await markResolved(care(page), 'The door sensor was replaced and tested.');
    await expectStatus(page, 'Resolved');
  });

  await test.step('Priya was told of each step', async () => {
    await actAs(page, PRIYA, 'notifications');
    const list = page.getByRole('tabpanel');
    for (const action of [
      `${SANJAY} marked a concern you are following Acknowledged`,
      `${SANJAY} responded to a concern you are following`,
      `${SANJAY} marked a concern you are following In progress`,
    ])
      await expect(list.getByRole('link', { name: action }).first()).toBeVisible(PAGE_LOAD);
  });

  await test.step('Aarav is asked "Is this fixed?" and reopens it with a reason', async () => {
    await actAs(page, AARAV, 'notifications');
    const list = page.getByRole('tabpanel');
    await expect(
      list.getByRole('link', { name: `${PRIYA} is affected by your concern` }).first(),
    ).toBeVisible(PAGE_LOAD);
    await list
      .getByRole('link', { name: /Your concern was marked Resolved\. Is this fixed\?/ })
      .first()
      .click();
    const ask = page.getByRole('region', { name: 'Is this fixed?' });
    await expect(ask).toBeVisible(PAGE_LOAD);
    await ask.getByRole('button', { name: 'No, reopen' }).click();
    await ask.getByRole('button', { name: 'Reopen concern' }).click();
    await expect(ask.getByText('Say why it is not fixed to reopen it')).toBeVisible();
    await ask
      .getByRole('textbox', { name: 'What is still wrong?' })
      .fill('It stopped again this morning on the 9th floor.');
    await ask.getByRole('button', { name: 'Reopen concern' }).click();
    await toast(page, 'Concern reopened');
    await expectStatus(page, 'Reopened');
  });

  await test.step('Sanjay resolves it again', async () => {
    await actAs(page, SANJAY, postPath);
    await markResolved(care(page), 'The controller board was replaced as well.');
    await expectStatus(page, 'Resolved');
  });

  await test.step('Aarav closes it with a rating of 4', async () => {
    await actAs(page, AARAV, postPath);
    const ask = page.getByRole('region', { name: 'Is this fixed?' });
    await ask.getByRole('radio', { name: '4' }).check();
    await ask.getByRole('button', { name: 'Yes, close it' }).click();
    await toast(page, 'Concern closed');
    await expectStatus(page, 'Closed');
    await expect(clock(page)).toContainText('4 out of 5');
    await expect(page.getByRole('button', { name: 'Affects me too' })).toHaveCount(0);
  });

  await test.step('the timeline tells the whole story, in order', async () => {
    const entries = timeline(page).getByRole('listitem');
    const expected = [
      `${AARAV} raised this concern`,
      `${SANJAY} acknowledged it`,
      `${SANJAY} assigned it to ${SANJAY}`,
      `${SANJAY} responded for the care team`,
      `${SANJAY} started work`,
      `${SANJAY} marked it resolved`,
      `${AARAV} reopened it`,
      `${SANJAY} marked it resolved`,
      `${AARAV} closed it, rating it 4 out of 5`,
    ];
    await expect(entries).toHaveCount(expected.length);
    for (const [index, title] of expected.entries())
      await expect(entries.nth(index)).toContainText(title);
    await expect(entries.nth(3)).toContainText('Care team');
    await expect(entries.nth(6)).toContainText('It stopped again this morning on the 9th floor.');
  });
});
