// What the groups suites share: the group calls the app sends (with their bodies), the db rows
// they change, and the cards as a resident finds them.
import { screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: Promise<unknown>;
}

/** Every /api/groups request from now on, in order. */
export function recordGroupCalls(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/groups')) return;
    const body = request.method === 'GET' ? Promise.resolve(undefined) : request.clone().json();
    calls.push({ method: request.method, path: url.pathname, params: url.searchParams, body });
  });
  return calls;
}

/** The calls other than GETs, as `METHOD path` with their JSON bodies. */
export async function writes(calls: RecordedCall[]) {
  const sent = calls.filter((call) => call.method !== 'GET');
  return Promise.all(
    sent.map(async (call) => ({ call: `${call.method} ${call.path}`, body: await call.body })),
  );
}

export const groupRow = (id: number) => db.group.findFirst({ where: { id: { equals: id } } })!;

export const membership = (groupId: number, userId: number) =>
  db.groupMember.findFirst({
    where: { groupId: { equals: groupId }, userId: { equals: userId } },
  });

/** The db's groups, newest first, as the server lists them. */
export const groupsNewestFirst = () =>
  db.group.getAll().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

export const card = (name: string) => screen.findByRole('article', { name });

export async function cardButton(name: string, button: string | RegExp) {
  return within(await card(name)).findByRole('button', { name: button });
}

export const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
