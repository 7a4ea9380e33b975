// Shared by the profile tests: the requests the screen sends, and lookups in the mock db.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../mocks/db';
import type { SentRequest } from '../../testing/record-requests';

export const SLOW = { timeout: 30_000 };

/** The recorded requests with this method and path (query ignored), once there is one. */
export async function sentTo(sent: SentRequest[], method: string, path: string) {
  let matching: SentRequest[] = [];
  await waitFor(() => {
    matching = sent.filter((request) => request.method === method && request.path === path);
    expect(matching.length).toBeGreaterThan(0);
  });
  return matching;
}

export const userRow = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!;

export const followExists = (followerId: number, followingId: number) =>
  db.follow.count({
    where: { followerId: { equals: followerId }, followingId: { equals: followingId } },
  }) > 0;

export const blockExists = (blockerId: number, blockedId: number) =>
  db.block.count({
    where: { blockerId: { equals: blockerId }, blockedId: { equals: blockedId } },
  }) > 0;

/** A toast: its title and text together in one message. */
export async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    const anchor = screen.getByText(description ?? title);
    const box = description ? anchor.parentElement! : anchor;
    expect(box).toHaveTextContent(description ? `${title}${description}` : title);
  });
}

/** The value shown for a header count, e.g. statValue('Followers'). */
export function statValue(label: string): string {
  const profile = screen.getByRole('region', { name: 'Profile' });
  const term = [...profile.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No "${label}" count in the profile header`);
  return term.nextElementSibling?.textContent ?? '';
}
