// Shared by the notifications tests: the demo user's notifications as the db holds them, and a
// fixed clock so the day headings do not depend on the hour the suite runs.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { db } from '../../../mocks/db';
import { resetDb } from '../../../mocks/reset-db';
import { SEED } from '../../../mocks/seed';
import { findUser } from '../../../mocks/store';

export const SLOW = { timeout: 30_000 };

/** Noon on 20 Nov 2026 (local time): the seed is written relative to it. */
export const NOON = new Date(2026, 10, 20, 12, 0, 0).getTime();

/** Freezes the calendar day (the clock still runs) and reseeds the db as of noon. */
export function atNoon(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON, shouldAdvanceTime: true });
  resetDb(NOON);
}

export const demoNotifications = () =>
  db.notification.getAll().filter((n) => n.recipientId === SEED.demoUserId);

export const fullNameOf = (userId: number) => findUser(userId)!.fullName;

/** The list item that reads `text` (e.g. "Priya Sharma commented on your post"). */
export async function findItem(text: RegExp | string) {
  const link = await screen.findByRole('link', { name: new RegExp(text) }, SLOW);
  return link.closest('li')!;
}

/** The shell's links to /notifications (bell, sidebar, bottom bar) named with `unread`. */
export function shellLinks(unread: number) {
  const name = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return screen.queryAllByRole('link', { name });
}

export const panel = () => within(screen.getByRole('tabpanel'));
