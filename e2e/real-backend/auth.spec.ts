import { contractLog } from '../contract-server/control.ts';
import {
  DEMO,
  expect,
  feedArticles,
  PAGE_LOAD,
  signInWithDemoButton,
  test,
  waitForTakeOver,
  type ApiCalls,
} from './support.ts';

// Signing in and out against a server with the documented calls only.

/** The documented sign-in calls the page sent, with their JSON bodies' keys. */
async function signInCalls(calls: ApiCalls) {
  const signIns = calls.requests.filter((request) => /\/api\/auth\//.test(request.url()));
  return signIns.map((request) => ({
    call: `${request.method()} ${new URL(request.url()).pathname}`,
    keys: request.postData() === null ? null : Object.keys(request.postDataJSON() as object).sort(),
    contentType: request.headers()['content-type'] ?? null,
  }));
}

test('signs in with email and password (POST /api/auth/login)', async ({ page, apiCalls }) => {
  await page.goto('login');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@vasundhara.example');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText(DEMO.fullName);
  expect(await signInCalls(apiCalls)).toEqual([
    { call: 'POST /api/auth/login', keys: ['email', 'password'], contentType: 'application/json' },
  ]);
});

test('shows the server message of a refused sign-in', async ({ page }) => {
  await page.goto('login');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@vasundhara.example');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('demo sign-in on /login sends POST /api/auth/demo-login with no credentials', async ({
  page,
  apiCalls,
}) => {
  await signInWithDemoButton(page);
  expect(await signInCalls(apiCalls)).toEqual([
    { call: 'POST /api/auth/demo-login', keys: null, contentType: null },
  ]);
});

test('demo sign-in from the Login Required dialog of the landing page', async ({
  page,
  apiCalls,
}) => {
  await page.goto('');
  await waitForTakeOver(page);
  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  await quickActions.getByRole('button', { name: 'Post a Concern' }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await dialog.getByRole('button', { name: 'Continue as Demo User' }).click();
  await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  await expect(feedArticles(page).first()).toBeVisible(PAGE_LOAD);
  expect((await signInCalls(apiCalls)).map(({ call }) => call)).toEqual([
    'POST /api/auth/demo-login',
  ]);
});

test('registers a new resident with every field, then is signed in', async ({ page, apiCalls }) => {
  await page.goto('register');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ishita Verma');
  await page.getByRole('textbox', { name: 'Username' }).fill('ishita_v');
  await page.getByRole('textbox', { name: 'Email' }).fill('ishita@example.in');
  await page.getByLabel('Password').fill('secret123');
  const society = page.getByRole('combobox', { name: 'Society (optional)' });
  await expect(society.getByRole('option', { name: /Vasundhara Lakeview/ })).toBeAttached(
    PAGE_LOAD,
  );
  await society.selectOption({ label: 'Vasundhara Lakeview - Pune' });
  await page.getByRole('textbox', { name: 'Flat number (optional)' }).fill('C-903');
  await page.getByRole('spinbutton', { name: /Years living here/ }).fill('3');
  await page.getByRole('textbox', { name: /Bio/ }).fill('Composting and book club.');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/home$/, PAGE_LOAD);
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card).toContainText('Ishita Verma');
  await expect(card).toContainText('Vasundhara Lakeview');
  const [register] = await signInCalls(apiCalls);
  expect(register).toEqual({
    call: 'POST /api/auth/register',
    keys: [
      'bio',
      'email',
      'flatNumber',
      'fullName',
      'password',
      'societyId',
      'username',
      'yearsLiving',
    ],
    contentType: 'application/json',
  });
});

test('logout forgets the resident on this device, whatever the server keeps', async ({ page }) => {
  await signInWithDemoButton(page);
  const composer = page.getByRole('region', { name: 'Create a post' });
  await composer.getByRole('textbox', { name: 'Share a concern or update' }).fill('Half-typed');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/, PAGE_LOAD);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key === 'user' || key.startsWith('draft:')),
  );
  expect(stored).toEqual([]);
  // The server has no logout call: the app asked for the proposed one and got its 404.
  const log = await contractLog();
  expect(log.filter((entry) => entry.path === '/api/auth/logout').map((e) => e.status)).toEqual([
    404,
  ]);
  // Back on a shell page, the visitor is sent to sign in again.
  await page.goto('home');
  await expect(page).toHaveURL(/\/login$/, PAGE_LOAD);
});
