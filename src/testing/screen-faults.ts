// The screen half of the fault matrix: a screen is rendered once with its reads failing (every read
// of the contract unless the case names its calls); each fault kind in turn must show the screen's
// error text with 'Try again' (never a blank page or the crash screen), and once the backend
// answers again 'Try again' brings the data back.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { OperationId } from '../../mocks/handlers';
import { SEED } from '../../mocks/seed';
import {
  FAULT_KINDS,
  readOperations,
  SIGNED_IN_FAULTS,
  switchableFaults,
  type FaultKind,
} from './faults';
import { findFeedArticles } from './feed';
import { renderApp } from './render-app';
import { loginAs } from './session';

/** Every read but the session check, whose faults are the auth provider's (session-expiry suites). */
export const EVERY_READ = readOperations.filter((id) => id !== 'getSession');

export interface ScreenCase {
  name: string;
  path: string;
  /** A visitor's screen: a 401 is one more fault to survive, not the end of a session. */
  signedOut?: boolean;
  /** The calls that fail (EVERY_READ when not given). */
  calls?: readonly OperationId[];
  /** The text the screen shows when its data cannot be loaded. */
  error: string | RegExp;
  /** What shows once the data loads (role query), to prove the retry really recovered. */
  loaded: () => Promise<HTMLElement>;
}

export const SLOW = { timeout: 30_000 };

/** The first post of the screen's feed (the one named `feed`, where it has a name), once loaded. */
export const firstArticle = async (feed?: string) =>
  (await findFeedArticles(feed === undefined ? {} : { name: feed }, SLOW.timeout))[0];

/** The crash screen of src/app/route-error.tsx must never be what a data fault leads to. */
export function expectNoCrash() {
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  expect((document.querySelector('main')?.textContent ?? '').trim()).not.toBe('');
}

async function clickEveryTryAgain(user: ReturnType<typeof renderApp>['user']) {
  for (const button of screen.queryAllByRole('button', { name: 'Try again' })) {
    if (button.isConnected) await user.click(button);
  }
}

export async function runScreenFaults({ path, error, loaded, signedOut, calls }: ScreenCase) {
  if (!signedOut) await loginAs(SEED.demoUserId);
  const kinds: readonly FaultKind[] = signedOut ? FAULT_KINDS : SIGNED_IN_FAULTS;
  const faults = switchableFaults(calls ?? EVERY_READ, kinds[0]);
  const { user } = renderApp(path);

  for (const [index, kind] of kinds.entries()) {
    faults.set(kind);
    const before = faults.failed.length;
    if (index > 0) await clickEveryTryAgain(user);
    await waitFor(() => expect(faults.failed.length, kind).toBeGreaterThan(before), SLOW);
    expect((await screen.findAllByText(error, {}, SLOW)).length, kind).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length, kind).toBeGreaterThan(0);
    expectNoCrash();
  }

  faults.set(null);
  await clickEveryTryAgain(user);
  expect(await loaded()).toBeVisible();
  await waitFor(() => expect(screen.queryAllByText(error)).toHaveLength(0), SLOW);
  expectNoCrash();
  return faults.failed;
}
