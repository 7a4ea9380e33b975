// What the groups suites share: the group calls the app sends (with their bodies), the db rows
// they change, and the cards as a resident finds them.
import { screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db';
import { recordRequests, type SentRequest } from '../../testing/record-requests';

/** Every /api/groups request from now on, in order. */
export const recordGroupCalls = () => recordRequests({ path: /^\/api\/groups/ });

/** The calls other than GETs, as `METHOD path` with their JSON bodies. */
export const writes = (calls: SentRequest[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({ call: `${call.method} ${call.path}`, body: call.body }));

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
