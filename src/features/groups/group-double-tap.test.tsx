// A resident on a phone double-taps Join, Leave or Approve. One call goes out, the group ends in
// the state asked for, the member count moves by exactly one, and no red toast appears. A server
// that answers "already done" (another tab did it first) ends in that state too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { updateSettings } from '../../../mocks/settings';
import { approveJoinRequest, joinGroup, leaveGroup } from '../../api/groups';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { SLOW } from '../explore/explore-test-utils';
import {
  card,
  cardButton,
  groupRow,
  membership,
  recordGroupCalls,
  writes,
} from './groups-test-utils';

const me = SEED.demoUserId;
const nameOf = (id: number) => groupRow(id).name;
const countText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;
const fullName = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!.fullName;

/** Every group call has been answered and the lists refetched: nothing more can change. */
async function settled(calls: ReturnType<typeof recordGroupCalls>, writeCount: number) {
  await waitFor(() => expect(writes(calls)).toHaveLength(writeCount));
  // A refetch after the write: the app has heard every answer it asked for.
  await waitFor(() => expect(calls.at(-1)?.method).toBe('GET'));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/**
 * Two taps before the app has painted the first one's busy button: as a phone can deliver them
 * (two fireEvents in a row; userEvent's dblClick leaves React time to paint in between).
 */
function doubleTap(button: HTMLElement) {
  fireEvent.click(button);
  fireEvent.click(button);
}

/** No error toast, in particular none of the messages a second call used to bring. */
function expectNoErrorToast() {
  const toasts = screen.queryAllByTestId('toast').map((toast) => toast.textContent);
  expect(toasts.filter((text) => text?.startsWith('Error'))).toEqual([]);
}

async function visitGroups() {
  await loginAs(me);
  const view = renderApp('/groups');
  await within(await screen.findByRole('tabpanel')).findAllByRole('article');
  return view;
}

describe('double taps on group actions', { timeout: 60_000 }, () => {
  // A phone's network: the second tap lands while the first call is on its way (setup-tests.ts
  // puts the settings back after each test).
  beforeEach(() => void updateSettings({ latencyMs: 150 }));

  it('/groups: a double-tapped Join joins once, +1, Leave, no error', async () => {
    const id = SEED.publicGroupNotJoinedId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    await visitGroups();
    const join = await cardButton(nameOf(id), 'Join');
    doubleTap(join);
    expect(join).toHaveAttribute('aria-busy', 'true');
    expect(join).toBeDisabled();
    await settled(calls, 1);

    expect(await cardButton(nameOf(id), 'Leave')).toBeEnabled();
    expect(await card(nameOf(id))).toHaveTextContent(countText(before + 1));
    expect(writes(calls)).toEqual([
      { call: `POST /api/groups/${id}/members`, body: { userId: me } },
    ]);
    expect(membership(id, me)?.status).toBe('joined');
    expect(groupRow(id).memberCount).toBe(before + 1);
    expectNoErrorToast();
  });

  it('/groups: a double-tapped Leave leaves once, -1, Join, no error', async () => {
    const id = SEED.joinedGroupId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    await visitGroups();
    const leave = await cardButton(nameOf(id), 'Leave');
    doubleTap(leave);
    expect(leave).toHaveAttribute('aria-busy', 'true');
    await settled(calls, 1);

    expect(await cardButton(nameOf(id), 'Join')).toBeEnabled();
    expect(await card(nameOf(id))).toHaveTextContent(countText(before - 1));
    expect(writes(calls)).toHaveLength(1);
    expect(membership(id, me)).toBeNull();
    expect(groupRow(id).memberCount).toBe(before - 1);
    expectNoErrorToast();
  });

  it('/group/{id}: a double-tapped Join joins once and the page counts one more', async () => {
    const id = SEED.publicGroupNotJoinedId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    await loginAs(me);
    renderApp(`/group/${id}`);
    const top = await screen.findByRole('region', { name: nameOf(id) }, SLOW);
    const join = within(top).getByRole('button', { name: 'Join' });
    doubleTap(join);
    expect(join).toHaveAttribute('aria-busy', 'true');
    await settled(calls, 1);

    expect(await within(top).findByRole('button', { name: 'Leave' })).toBeEnabled();
    await waitFor(() => expect(top).toHaveTextContent(countText(before + 1)));
    expect(writes(calls)).toHaveLength(1);
    expect(groupRow(id).memberCount).toBe(before + 1);
    expectNoErrorToast();
  });

  it('group settings: a double-tapped Approve approves once, +1, no error', async () => {
    const id = SEED.adminGroupId;
    const requester = SEED.unfollowedNeighbourId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    await loginAs(me);
    const { user } = renderApp(`/group/${id}`);
    const top = await screen.findByRole('region', { name: nameOf(id) }, SLOW);
    await user.click(within(top).getByRole('button', { name: /^Settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    const approve = within(dialog).getByRole('button', { name: `Approve ${fullName(requester)}` });
    doubleTap(approve);
    expect(approve).toHaveAttribute('aria-busy', 'true');
    expect(
      within(dialog).getByRole('button', { name: `Decline ${fullName(requester)}` }),
    ).toBeDisabled();
    await settled(calls, 1);

    expect(dialog).not.toHaveTextContent(fullName(requester));
    expect(writes(calls)).toEqual([
      { call: `POST /api/groups/${id}/requests/${requester}/approve`, body: { adminId: me } },
    ]);
    expect(membership(id, requester)?.status).toBe('joined');
    expect(groupRow(id).memberCount).toBe(before + 1);
    await waitFor(() => expect(top).toHaveTextContent(countText(before + 1)));
    expect(screen.getByText('Request approved')).toBeInTheDocument();
    expectNoErrorToast();
  });

  it('/explore: a double-tapped Join joins once, +1, Joined, no error', async () => {
    const id = SEED.publicGroupNotJoinedId;
    const before = groupRow(id).memberCount;
    await loginAs(me);
    const calls = recordGroupCalls();
    renderApp('/explore');
    const strip = await screen.findByRole('list', { name: 'Society Groups' }, SLOW);
    const join = within(strip).getByRole('button', { name: `Join ${nameOf(id)}` });
    doubleTap(join);
    expect(join).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(`You are now a member of ${nameOf(id)}.`)).toBeVisible();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const article = within(strip)
      .getByRole('link', { name: nameOf(id) })
      .closest('article')!;
    expect(within(article).getByText('Joined')).toBeVisible();
    expect(article).toHaveTextContent(countText(before + 1));
    expect(writes(calls)).toHaveLength(1);
    expect(membership(id, me)?.status).toBe('joined');
    expect(groupRow(id).memberCount).toBe(before + 1);
    expectNoErrorToast();
  });
});

describe('a server that answers "already done"', { timeout: 60_000 }, () => {
  it.each([
    {
      action: 'Join',
      status: '409 "already a member"',
      id: SEED.publicGroupNotJoinedId,
      end: 'Leave',
    },
    { action: 'Leave', status: '404 "not a member"', id: SEED.joinedGroupId, end: 'Join' },
  ])('$action answered $status: the card says $end, no error', async ({ action, id, end }) => {
    const { user } = await visitGroups();
    const button = await cardButton(nameOf(id), action);
    // Another tab does it meanwhile: this page still offers the old action.
    await (action === 'Join' ? joinGroup : leaveGroup)(id, me);
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    await user.click(button);
    await settled(calls, 1);

    expect(await cardButton(nameOf(id), end)).toBeEnabled();
    expect(await card(nameOf(id))).toHaveTextContent(countText(before));
    expect(groupRow(id).memberCount).toBe(before);
    expect(membership(id, me)?.status ?? null).toBe(action === 'Join' ? 'joined' : null);
    expectNoErrorToast();
  });

  it('Approve answered 409 "already a member": the request goes, no error', async () => {
    const id = SEED.adminGroupId;
    const requester = SEED.unfollowedNeighbourId;
    await loginAs(me);
    const { user } = renderApp(`/group/${id}`);
    const top = await screen.findByRole('region', { name: nameOf(id) }, SLOW);
    await user.click(within(top).getByRole('button', { name: /^Settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    const approve = within(dialog).getByRole('button', { name: `Approve ${fullName(requester)}` });
    await approveJoinRequest(id, requester, me);
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    await user.click(approve);
    await settled(calls, 1);

    expect(dialog).not.toHaveTextContent(fullName(requester));
    expect(membership(id, requester)?.status).toBe('joined');
    expect(groupRow(id).memberCount).toBe(before);
    await waitFor(() => expect(top).toHaveTextContent(countText(before)));
    expectNoErrorToast();
  });
});
