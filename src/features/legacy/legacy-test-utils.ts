// What the older screens' suites share: the older-version banner and their tab lists.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

export const SLOW = { timeout: 20_000 };

/** The banner names the screen as an older version and links to the current one. */
export async function expectBanner(screenName: string, to: string) {
  const link = await screen.findByRole('link', { name: `Go to the current ${screenName}` }, SLOW);
  expect(link).toHaveAttribute('href', to);
  expect(link.parentElement).toHaveTextContent(`older version of ${screenName}`);
}

/** The labels of the tab list `name` as read, e.g. ['All7', 'Unread2']. */
export const tabTexts = (name: string) =>
  within(screen.getByRole('tablist', { name }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
