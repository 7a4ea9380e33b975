// The table-driven halves of the fault matrix, shared by the screen-faults-*.test.tsx and the
// session-expiry-screens suites: a screen under every fault kind on the calls it loads, and a 401
// on those calls ending the session (with the draft kept for after signing in again).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { OperationId } from '../../mocks/handlers';
import { SEED } from '../../mocks/seed';
import { SESSION_EXPIRED_MESSAGE } from '../features/auth/auth-context';
import { DEMO_CREDENTIALS } from '../lib/demo';
import { STORED_USER_KEY } from '../lib/storage-keys';
import {
  FAULT_KINDS,
  readOperations,
  SIGNED_IN_FAULTS,
  switchableFaults,
  type FaultKind,
} from '../testing/faults';
import { renderApp } from '../testing/render-app';
import { expectNoCrash } from '../testing/screen-faults';
import { loginAs } from '../testing/session';

export const SLOW = { timeout: 30_000 };

/** Every read but the session check, whose faults are the auth provider's. */
export const EVERY_READ = readOperations.filter((id) => id !== 'getSession');

type User = ReturnType<typeof renderApp>['user'];

export interface MatrixCase {
  name: string;
  path: string;
  /** A visitor's screen: a 401 is one more fault to survive, not the end of a session. */
  signedOut?: boolean;
  /** The calls that fail (EVERY_READ when not given). */
  calls?: readonly OperationId[];
  /** What the screen says when its data cannot be loaded. */
  error: string | RegExp;
  /** What shows once the data loads, to prove 'Try again' really recovered. */
  loaded: () => Promise<HTMLElement>;
}

async function clickEveryTryAgain(user: User) {
  for (const button of screen.queryAllByRole('button', { name: 'Try again' })) {
    if (button.isConnected) await user.click(button);
  }
}

/**
 * Renders the screen once with its calls failing; each fault kind in turn (brought in by 'Try
 * again', which must really call again) shows the error text and 'Try again', never a blank page
 * or the crash screen; once the backend answers, 'Try again' brings the data back.
 */
export async function runFaultMatrix(item: MatrixCase) {
  if (!item.signedOut) await loginAs(SEED.demoUserId);
  const kinds: readonly FaultKind[] = item.signedOut ? FAULT_KINDS : SIGNED_IN_FAULTS;
  const faults = switchableFaults(item.calls ?? EVERY_READ, kinds[0]);
  const { user } = renderApp(item.path);

  for (const [index, kind] of kinds.entries()) {
    faults.set(kind);
    const before = faults.failed.length;
    if (index > 0) await clickEveryTryAgain(user);
    await waitFor(() => expect(faults.failed.length, kind).toBeGreaterThan(before), SLOW);
    expect((await screen.findAllByText(item.error, {}, SLOW)).length, kind).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length, kind).toBeGreaterThan(0);
    expectNoCrash();
  }

  faults.set(null);
  await clickEveryTryAgain(user);
  expect(await item.loaded()).toBeVisible();
  await waitFor(() => expect(screen.queryAllByText(item.error)).toHaveLength(0), SLOW);
  expectNoCrash();
  return faults.failed;
}

export const DRAFT = 'The lift in B wing is stuck between floors again';

export interface ExpiryCase {
  name: string;
  path: string;
  /** The screen's own data calls: they answer 401 on its next refetch. */
  calls: readonly OperationId[];
  /** What shows once the screen's data has loaded. */
  loaded: () => Promise<HTMLElement>;
  /** Where the signed-out resident ends up: /login, but `/` is the landing page for a visitor. */
  signedOutPath?: string;
  /** The screen's composer text box, when it has one: its draft must outlive the session. */
  composer?: () => Promise<HTMLElement>;
}

async function signInThroughForm(user: User) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Email' }, SLOW),
    DEMO_CREDENTIALS.email,
  );
  await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/**
 * The screen loads, the resident types a draft where there is a composer, then the screen's calls
 * answer 401 on a refetch: signed out with SPEC's message, sent to /login, nothing stored of the
 * user; after signing in again they are back on the screen with their draft.
 */
export async function runSessionExpiry(item: ExpiryCase) {
  await loginAs(SEED.demoUserId);
  const { user, router, queryClient } = renderApp(item.path);
  expect(await item.loaded()).toBeVisible();
  if (item.composer) await user.type(await item.composer(), DRAFT);

  const faults = switchableFaults(item.calls, '401');
  // What 'Latest', 'Try again' or a mutation's refresh does: the screen's queries are fetched again.
  await queryClient.invalidateQueries();
  expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).toBeInTheDocument();
  await waitFor(
    () => expect(router.state.location.pathname).toBe(item.signedOutPath ?? '/login'),
    SLOW,
  );
  expect(faults.failed.length).toBeGreaterThan(0);
  expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  // The next screen is a lazy chunk: blank only for the moment it takes to mount.
  await waitFor(expectNoCrash, SLOW);
  if (!item.composer) return;

  faults.set(null);
  await signInThroughForm(user);
  const { pathname, search } = new URL(item.path, location.origin);
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), SLOW);
  expect(router.state.location.search).toBe(search);
  expect(await item.composer()).toHaveValue(DRAFT);
}

/**
 * A pending button offers nothing to click: disabled, or aria-disabled where the component keeps
 * it focusable (the post card's toggles), or already gone (an optimistic Mark as read).
 */
export function expectUnavailable(button: HTMLElement) {
  const locked =
    !button.isConnected ||
    (button as HTMLButtonElement).disabled ||
    button.getAttribute('aria-disabled') === 'true';
  expect(locked, `${button.textContent ?? ''} is still available while pending`).toBe(true);
}
