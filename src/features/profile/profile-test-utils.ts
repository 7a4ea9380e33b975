// Shared by the profile tests: the exact requests the screen sends, and lookups in the mock db.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';

export const SLOW = { timeout: 30_000 };

export interface SentRequest {
  method: string;
  /** Path and query, e.g. "/api/posts?authorId=1&limit=20". */
  url: string;
  body: unknown;
}

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
});

/** Every /api request from now on, with its JSON body (null when it has none). */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const listener: Listener = ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const entry: SentRequest = {
      method: request.method,
      url: url.pathname + url.search,
      body: null,
    };
    sent.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? (JSON.parse(text) as unknown) : null;
        });
    }
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return sent;
}

/** The requests with this method and path (query ignored), once their bodies are read. */
export async function sentTo(sent: SentRequest[], method: string, path: string) {
  let matching: SentRequest[] = [];
  await waitFor(() => {
    matching = sent.filter(
      (request) => request.method === method && request.url.split('?')[0] === path,
    );
    expect(matching.length).toBeGreaterThan(0);
    if (method !== 'GET') expect(matching.every((request) => request.body !== null)).toBe(true);
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
