// The screen half of the fault matrix: a screen is rendered once with every read of the contract
// failing; each fault kind in turn must show the screen's error text with 'Try again' (never a blank
// page or the crash screen), and once the backend answers again 'Try again' brings the data back.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SEED } from '../../mocks/seed';
import { readOperations, SIGNED_IN_FAULTS, switchableFaults } from './faults';
import { renderApp } from './render-app';
import { loginAs } from './session';

export interface ScreenCase {
  name: string;
  path: string;
  /** The text the screen shows when its data cannot be loaded. */
  error: string | RegExp;
  /** What shows once the data loads (role query), to prove the retry really recovered. */
  loaded: () => Promise<HTMLElement>;
}

const SLOW = { timeout: 30_000 };

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

export async function runScreenFaults({ path, error, loaded }: ScreenCase) {
  await loginAs(SEED.demoUserId);
  // getSession stays up: its faults are the auth provider's (session-expiry suite).
  const faults = switchableFaults(
    readOperations.filter((id) => id !== 'getSession'),
    SIGNED_IN_FAULTS[0],
  );
  const { user } = renderApp(path);

  for (const [index, kind] of SIGNED_IN_FAULTS.entries()) {
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
