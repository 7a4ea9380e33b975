// What the older screens' suites share: the requests the app sends, the older-version banner, and
// the lazy chunks loaded once up front (so a test's waiting time measures the app, not the compiler).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { server } from '../../../mocks/node';

export const SLOW = { timeout: 20_000 };

export function preload(...chunks: Array<() => Promise<unknown>>) {
  beforeAll(async () => {
    await Promise.all(chunks.map((load) => load()));
  }, 120_000);
}

type Listener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: Listener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
});

export interface SentRequest {
  url: URL;
  body: unknown;
}

/** Every `method path` request the app sends from now on, with its query and JSON body. */
export function recordRequests(method: string, path: string): SentRequest[] {
  const sent: SentRequest[] = [];
  const listener: Listener = ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== method || url.pathname !== path) return;
    if (method === 'GET') sent.push({ url, body: null });
    else
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push({ url, body }));
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return sent;
}

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
