import { expect, test, type Page } from '@playwright/test';
import { PAGE_LOAD, signInWithDemoButton, switchPerson } from './support';

// A report's whole life in the built demo (issue 32), each person at their turn on the one phone
// the demo panel switches: a resident reports a neighbour's post, the society's care manager
// removes it, the reporter sees the outcome, the author asks for a second look, and the care head
// (not the manager who removed it) keeps it removed.
test.describe.configure({ timeout: 300_000 });

const AARAV = 'Aarav Mehta';
const PRIYA = 'Priya Sharma';
const SANJAY = 'Sanjay Patwardhan';
const REVATHI = 'Revathi Menon';
const REMOVED = 'This post was removed by the care team';

/** Switches the demo's phone to `fullName` and opens `path` as them. */
async function actAs(page: Page, fullName: string, path: string) {
  await switchPerson(page, fullName);
  await page.goto(path);
}

const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** The Reports tab's case whose post says `stamp`. */
const caseWith = (page: Page, stamp: string) =>
  page.getByRole('article').filter({ hasText: stamp });

test('a reported post removed, the reporter told, the appeal decided by another member', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const text = `Selling my old sofa, best price, DM me ${stamp}`;
  let postPath = '';

  await test.step('Priya posts an advert', async () => {
    await signInWithDemoButton(page);
    await actAs(page, PRIYA, 'home');
    const composer = page.getByRole('region', { name: 'Create a post' });
    await composer.getByRole('textbox', { name: 'Share a concern or update' }).fill(text);
    // An advert is no concern: the post type says so (a concern would ask for its category).
    await composer.getByRole('radio', { name: 'Update' }).check();
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, 'Post created successfully');
    const item = page.locator('[data-post-id]').filter({ hasText: stamp });
    postPath = `posts/${await item.getAttribute('data-post-id')}`;
  });

  await test.step('Aarav reports it as spam', async () => {
    await actAs(page, AARAV, postPath);
    // On the post's own page Report is one of the post's actions, not in a menu.
    await page
      .getByRole('group', { name: 'Post actions' })
      .getByRole('button', { name: 'Report' })
      .click(PAGE_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Report Post' });
    await dialog.getByRole('radio', { name: 'Spam or unwanted content' }).check();
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await toast(page, 'Report submitted');
  });

  await test.step('Sanjay removes it with a note to the author', async () => {
    await actAs(page, SANJAY, 'care/reports');
    const item = caseWith(page, stamp);
    await expect(item.getByText('Reported by 1 resident')).toBeVisible(PAGE_LOAD);
    await expect(item.getByText(/by Aarav Mehta/)).toBeVisible();
    await item.getByRole('button', { name: 'Remove post' }).click();
    await item.getByRole('textbox', { name: 'Note to the author' }).fill('No adverts, please.');
    await item.getByRole('button', { name: 'Remove post' }).click();
    await toast(page, 'Post removed');
    await expect(caseWith(page, stamp)).toHaveCount(0);
  });

  await test.step('Aarav is told the outcome and the reason he chose', async () => {
    await actAs(page, AARAV, 'notifications');
    await expect(
      page
        .getByText(
          'We reviewed your report. The post was removed. You reported it as: Spam or unwanted content.',
        )
        .first(),
    ).toBeVisible(PAGE_LOAD);
    await page.goto('profile?tab=settings');
    const mine = page.getByRole('list', { name: 'My reports' });
    await expect(
      mine.getByRole('listitem').first().getByText('Removed', { exact: true }),
    ).toBeVisible(PAGE_LOAD);
    // The post's words are withheld from him: only its author and the care team read them.
    await page.goto(postPath);
    await expect(page.getByRole('heading', { name: REMOVED })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText(stamp)).toHaveCount(0);
  });

  await test.step('Priya reads the note and asks for a review', async () => {
    await actAs(page, PRIYA, postPath);
    await expect(page.getByRole('heading', { name: REMOVED })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('No adverts, please.')).toBeVisible();
    // She reads what she wrote, to post it again if the note asks her to.
    await expect(
      page.getByText('What you wrote (only you and the care team see this):'),
    ).toBeVisible();
    await expect(page.getByText(stamp)).toBeVisible();
    await page.getByRole('button', { name: 'Ask for review' }).click();
    await page
      .getByRole('textbox', { name: 'Why should the post be back?' })
      .fill('It is my own sofa, not a business.');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText(/You asked for a review/)).toBeVisible();
  });

  await test.step('Sanjay removed it: he may not decide the appeal', async () => {
    await actAs(page, SANJAY, 'care/reports');
    const appeal = caseWith(page, stamp);
    await expect(appeal.getByText('Appeal', { exact: true })).toBeVisible(PAGE_LOAD);
    await expect(
      appeal.getByText(
        'You removed this post: another member of the care team decides its appeal.',
      ),
    ).toBeVisible();
    await expect(appeal.getByRole('button', { name: 'Restore post' })).toHaveCount(0);
  });

  await test.step('Revathi, the care head, keeps it removed; Priya is told', async () => {
    await actAs(page, REVATHI, 'care/reports');
    const appeal = caseWith(page, stamp);
    await appeal.getByRole('button', { name: 'Keep removed' }).click(PAGE_LOAD);
    await toast(page, 'Kept removed');
    await actAs(page, PRIYA, 'notifications');
    await expect(
      page.getByText('After a second look, your post stays removed.').first(),
    ).toBeVisible(PAGE_LOAD);
  });
});
