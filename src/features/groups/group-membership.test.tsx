import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import {
  card,
  cardButton,
  groupRow,
  membership,
  recordGroupCalls,
  writes,
} from './groups-test-utils';

const me = SEED.demoUserId;

async function visit() {
  await loginAs(me);
  const view = renderApp('/groups');
  await within(await screen.findByRole('tabpanel')).findAllByRole('article');
  return view;
}

const nameOf = (id: number) => groupRow(id).name;
const countText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

describe('group membership on the cards', { timeout: 60_000 }, () => {
  it('joins a public group: POST members, joined in the db, the count one higher', async () => {
    const id = SEED.publicGroupNotJoinedId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    const { user } = await visit();
    expect(await card(nameOf(id))).toHaveTextContent(countText(before));

    await user.click(await cardButton(nameOf(id), 'Join'));
    expect(await cardButton(nameOf(id), 'Leave')).toBeEnabled();
    expect(await card(nameOf(id))).toHaveTextContent(countText(before + 1));
    expect(writes(calls)).toEqual([
      { call: `POST /api/groups/${id}/members`, body: { userId: me } },
    ]);
    expect(membership(id, me)).toMatchObject({ status: 'joined', role: 'member' });
    expect(groupRow(id).memberCount).toBe(before + 1);
    // The tab count follows: the stats were fetched again.
    const joined = db.groupMember
      .getAll()
      .filter((row) => row.userId === me && row.status === 'joined').length;
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^My Groups/ })).toHaveTextContent(
        `My Groups (Joined)${joined}`,
      ),
    );
  });

  it('requests a private group: pending in the db, the count unchanged, a disabled Pending', async () => {
    const id = SEED.privateGroupNotJoinedId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    const { user } = await visit();
    await user.click(await cardButton(nameOf(id), 'Request'));
    const pending = await cardButton(nameOf(id), 'Pending');
    expect(pending).toBeDisabled();
    expect(writes(calls)).toEqual([
      { call: `POST /api/groups/${id}/members`, body: { userId: me } },
    ]);
    expect(membership(id, me)?.status).toBe('pending');
    expect(groupRow(id).memberCount).toBe(before);
    expect(await card(nameOf(id))).toHaveTextContent(countText(before));
  });

  it('leaves a joined group: DELETE members, no row in the db, the count one lower', async () => {
    const id = SEED.joinedGroupId;
    const before = groupRow(id).memberCount;
    const calls = recordGroupCalls();
    const { user } = await visit();
    await user.click(await cardButton(nameOf(id), 'Leave'));
    expect(await cardButton(nameOf(id), 'Join')).toBeEnabled();
    expect(writes(calls)).toEqual([
      { call: `DELETE /api/groups/${id}/members`, body: { userId: me } },
    ]);
    expect(membership(id, me)).toBeNull();
    expect(groupRow(id).memberCount).toBe(before - 1);
    expect(await card(nameOf(id))).toHaveTextContent(countText(before - 1));
  });

  it('offers no Leave on an auto-generated society group, and Admin on your own group', async () => {
    await visit();
    const society = await card(nameOf(SEED.societyGroupId));
    expect(within(society).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(within(society).getByText('Member')).toBeInTheDocument();
    const own = await card(nameOf(SEED.adminGroupId));
    expect(within(own).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(within(own).getByText('Admin')).toBeInTheDocument();
  });

  it('shows a spinner while it runs', async () => {
    const id = SEED.publicGroupNotJoinedId;
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // Holds the request, then lets the mock backend answer it (returning nothing falls through).
      http.post('/api/groups/:id/members', async () => {
        await answered;
      }),
    );
    const { user } = await visit();
    await user.click(await cardButton(nameOf(id), 'Join'));
    const busy = await cardButton(nameOf(id), 'Join');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    release();
    expect(await cardButton(nameOf(id), 'Leave')).toBeEnabled();
  });

  it('puts the card back and says so when joining fails', async () => {
    const id = SEED.publicGroupNotJoinedId;
    const before = groupRow(id).memberCount;
    server.use(
      http.post('/api/groups/:id/members', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = await visit();
    await user.click(await cardButton(nameOf(id), 'Join'));
    expect(await screen.findByText('Failed to join group')).toBeInTheDocument();
    expect(await cardButton(nameOf(id), 'Join')).toBeEnabled();
    expect(await card(nameOf(id))).toHaveTextContent(countText(before));
    expect(membership(id, me)).toBeNull();
  });

  it('shows the server message of a 409', async () => {
    const id = SEED.joinedGroupId;
    server.use(
      http.delete('/api/groups/:id/members', () =>
        HttpResponse.json({ message: 'The group admin cannot leave the group' }, { status: 409 }),
      ),
    );
    const { user } = await visit();
    await user.click(await cardButton(nameOf(id), 'Leave'));
    expect(await screen.findByText('The group admin cannot leave the group')).toBeInTheDocument();
    expect(await cardButton(nameOf(id), 'Leave')).toBeEnabled();
  });
});
