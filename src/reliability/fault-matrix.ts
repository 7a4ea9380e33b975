// What the reliability suites share beyond src/testing/screen-faults.ts (the screen under every
// fault kind): a 401 on a screen's calls ending the session, with the draft kept for after signing
// in again, and the check that a pending button offers nothing to click.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { OperationId } from '../../mocks/handlers';
import { SEED } from '../../mocks/seed';
import { SESSION_EXPIRED_MESSAGE } from '../features/auth';
import { DEMO_CREDENTIALS } from '../lib/demo';
import { STORED_USER_KEY } from '../lib/storage-keys';
import { switchableFaults } from '../testing/faults';
import { renderApp } from '../testing/render-app';
import { expectNoCrash, SLOW } from '../testing/screen-faults';
import { loginAs } from '../testing/session';

type User = ReturnType<typeof renderApp>['user'];

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

/** Signs the demo resident in again through /login's form, as they would after an expiry. */
export async function signInThroughForm(user: User) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Email' }, SLOW),
    DEMO_CREDENTIALS.email,
  );
  await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/**
 * The screen loads, the resident types a draft where there is a composer, then the screen's calls
 * answer 401 on a refetch: signed out with the session-ended message
 * (docs/product.md#sessions-and-credentials), sent to /login, nothing stored of the user; after
 * signing in again they are back on the screen with their draft.
 */
export async function runSessionExpiry(item: ExpiryCase) {
  await loginAs(SEED.demoUserId);
  const { user, router, queryClient } = renderApp(item.path);
  expect(await item.loaded()).toBeVisible();
  if (item.composer) await user.type(await item.composer(), DRAFT);

  const faults = switchableFaults(item.calls, '401');
  // What 'Latest', 'Try again' or a mutation's refresh does: the screen's queries are fetched again.
  await queryClient.invalidateQueries();
  // In the toast, and on the login page too when the resident is sent there.
  expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).not.toHaveLength(0);
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
