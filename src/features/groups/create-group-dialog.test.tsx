import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { cardNames, recordGroupCalls, writes } from './groups-test-utils';

const me = SEED.demoUserId;

async function openDialog(path = '/groups') {
  await loginAs(me);
  const view = renderApp(path);
  await within(await screen.findByRole('tabpanel')).findAllByRole('article');
  await view.user.click(screen.getByRole('button', { name: 'Create Group' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Group' });
  return { ...view, dialog };
}

const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create Group' });

describe('Create Group', { timeout: 60_000 }, () => {
  it('requires a name and a description, and sends nothing until they are given', async () => {
    const calls = recordGroupCalls();
    const { user, dialog } = await openDialog();
    await user.click(submit(dialog));
    expect(await within(dialog).findByText('Group name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Group name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Group name'), '   ');
    expect(within(dialog).getByText('Group name is required')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('offers the first 10 societies after a blank builder-wide option', async () => {
    const { dialog } = await openDialog();
    const select = within(dialog).getByLabelText('Society');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(11));
    const societies = db.society.getAll().slice(0, 10);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Builder-wide (all societies)',
      ...societies.map((society) => `${society.name} - ${society.city}`),
    ]);
    expect(select).toHaveValue('');
  });

  it('creates the group with the exact body; it shows first, with a toast', async () => {
    const calls = recordGroupCalls();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Group name'), '  Greens Book Club ');
    await user.type(within(dialog).getByLabelText('Description'), 'One book a month.');
    await user.selectOptions(within(dialog).getByLabelText('Society'), String(SEED.demoSocietyId));
    await user.click(within(dialog).getByRole('switch', { name: 'Private group' }));
    await user.click(submit(dialog));

    expect(await screen.findByText('Your group "Greens Book Club" is ready.')).toBeInTheDocument();
    expect(screen.getByText('Group created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      {
        call: 'POST /api/groups',
        body: {
          name: 'Greens Book Club',
          description: 'One book a month.',
          societyId: SEED.demoSocietyId,
          isPrivate: true,
          adminId: me,
        },
      },
    ]);
    const created = db.group.findFirst({ where: { name: { equals: 'Greens Book Club' } } });
    expect(created).toMatchObject({ isPrivate: true, adminId: me, memberCount: 1 });
    await waitFor(() => expect(cardNames()[0]).toBe('Greens Book Club'));
    expect(screen.getByRole('tab', { name: /^All Groups/ })).toHaveTextContent(
      `All Groups${db.group.count()}`,
    );
  });

  it('from another tab, shows the full list once the dialog has left the history', async () => {
    const { user, dialog, router } = await openDialog('/groups?tab=public');
    await waitFor(() => expect(router.state.location.state).toEqual({ layerOpen: 'create-group' }));
    await user.type(within(dialog).getByLabelText('Group name'), 'Terrace Gardeners');
    await user.type(within(dialog).getByLabelText('Description'), 'Herbs and seed swaps.');
    await user.click(submit(dialog));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^All Groups/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await waitFor(() => expect(cardNames()[0]).toBe('Terrace Gardeners'));
    // The dialog's entry is gone: the list is the entry itself, with no mark left.
    expect(router.state.location).toMatchObject({ pathname: '/groups', search: '', state: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends societyId null for a builder-wide group', async () => {
    const calls = recordGroupCalls();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Group name'), 'Marathon Runners');
    await user.type(within(dialog).getByLabelText('Description'), 'Sunday long runs.');
    await user.click(submit(dialog));
    await screen.findByText('Your group "Marathon Runners" is ready.');
    const [sent] = writes(calls);
    expect(sent.body).toMatchObject({ societyId: null, isPrivate: false });
  });

  it('keeps the form and shows the message under the name when the name is taken (409)', async () => {
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByLabelText('Group name');
    await user.type(name, 'weekend cricket league');
    await user.type(within(dialog).getByLabelText('Description'), 'Another one');
    await user.click(submit(dialog));
    expect(
      await within(dialog).findByText('A group with this name already exists'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('weekend cricket league');
    expect(name).toHaveAccessibleDescription('A group with this name already exists');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Another one');
    expect(db.group.getAll().filter((group) => /cricket/i.test(group.name))).toHaveLength(1);
    // A new name clears it.
    await user.type(name, ' 2');
    expect(within(dialog).queryByText('A group with this name already exists')).toBeNull();
  });

  it('keeps the form and says so when creating fails', async () => {
    server.use(
      http.post('/api/groups', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Group name'), 'Yoga at Dawn');
    await user.type(within(dialog).getByLabelText('Description'), 'Every morning.');
    await user.click(submit(dialog));
    expect(
      await screen.findByText('Failed to create group. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Group' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Group name')).toHaveValue('Yoga at Dawn');
    expect(submit(dialog)).toBeEnabled();
  });
});
