import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectToast, sentTo, SLOW, userRow } from './profile-test-utils';

const me = SEED.demoUserId;

async function openEditor() {
  await loginAs(me);
  const sent = recordRequests();
  const app = renderApp('/profile');
  const header = await screen.findByRole('region', { name: 'Profile' }, SLOW);
  await app.user.click(within(header).getByRole('button', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  // A number input is a spinbutton; the others are text boxes.
  const field = (name: string) => within(dialog).getByLabelText(name);
  return { ...app, sent, header, dialog, field };
}

async function retype(
  user: ReturnType<typeof renderApp>['user'],
  input: HTMLElement,
  text: string,
) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('Edit Profile', { timeout: 60_000 }, () => {
  it('saves with PATCH /api/users/{id} and shows the change everywhere at once', async () => {
    const { user, sent, header, dialog, field } = await openEditor();
    const row = userRow(me);
    expect(field('Full name')).toHaveValue(row.fullName);
    expect(field('Bio')).toHaveValue(row.bio);
    expect(field('Years lived in your society')).toHaveValue(row.yearsLived);

    await retype(user, field('Full name'), 'Aarav K. Mehta');
    await retype(user, field('Bio'), 'Cyclist and composting evangelist.');
    await retype(user, field('Years lived in your society'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const [patch] = await sentTo(sent, 'PATCH', `/api/users/${me}`);
    expect(patch.body).toEqual({
      fullName: 'Aarav K. Mehta',
      bio: 'Cyclist and composting evangelist.',
      yearsLived: 7,
    });
    await expectToast('Profile updated', 'Your changes are saved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Aarav K. Mehta');
    expect(header).toHaveTextContent('Cyclist and composting evangelist.');
    expect(header).toHaveTextContent('7 years in Vasundhara Greens');
    // The shell's profile card and the stored user follow at once.
    // (The sidebars are display: none at jsdom's width, hence `hidden`.)
    const card = screen.getByRole('region', { name: 'Your profile', hidden: true });
    expect(within(card).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(
      'Aarav K. Mehta',
    );
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveTextContent('AK');
    const stored = JSON.parse(localStorage.getItem('user')!) as Record<string, unknown>;
    expect(stored).toMatchObject({ id: me, fullName: 'Aarav K. Mehta', yearsLived: 7 });
    // The post cards are refetched with the new author name.
    const feed = await screen.findByRole('feed', { name: 'Your posts' });
    await waitFor(() =>
      expect(within(feed).getAllByRole('article')[0]).toHaveAccessibleName('Aarav K. Mehta'),
    );

    expect(userRow(me)).toMatchObject({
      fullName: 'Aarav K. Mehta',
      bio: 'Cyclist and composting evangelist.',
      yearsLived: 7,
    });
  });

  it('shows the validation messages under the fields and sends nothing', async () => {
    const { user, sent, dialog, field } = await openEditor();
    await retype(user, field('Full name'), 'A');
    await retype(user, field('Years lived in your society'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Full name must be at least 2 characters'),
    ).toBeVisible();
    expect(field('Full name')).toHaveAccessibleDescription(
      'Full name must be at least 2 characters',
    );
    const years = field('Years lived in your society');
    expect(years).toHaveAccessibleDescription('Years lived must be between 1 and 50');
    expect(years).toHaveAttribute('aria-invalid', 'true');

    for (const [typed, message] of [
      ['51', 'Years lived must be between 1 and 50'],
      ['', 'Years lived must be between 1 and 50'],
      ['2.5', 'Years lived must be a whole number'],
    ] as const) {
      await retype(user, years, typed);
      await waitFor(() => expect(years).toHaveAccessibleDescription(message));
    }
    for (const typed of ['1', '50']) {
      await retype(user, years, typed);
      await waitFor(() => expect(years).not.toHaveAttribute('aria-invalid'));
    }
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([]);
    expect(userRow(me).fullName).not.toBe('A');
  });

  it('starts years lived at 1 when the profile has none', async () => {
    db.user.update({ where: { id: { equals: me } }, data: { yearsLived: 0 } });
    const { field } = await openEditor();
    expect(field('Years lived in your society')).toHaveValue(1);
  });

  it("says 'Saving...' while it runs, and keeps what was typed when it fails", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch('/api/users/:id', async () => {
        await held;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const before = userRow(me).fullName;
    const { user, dialog, field } = await openEditor();
    await retype(user, field('Full name'), 'Someone Else');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    await expectToast('Error', 'Failed to update profile. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBe(dialog);
    expect(field('Full name')).toHaveValue('Someone Else');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(userRow(me).fullName).toBe(before);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ fullName: before });
  });

  it("the phone's Back closes it and stays on the profile", async () => {
    const { router } = await openEditor();
    await waitFor(() => expect(router.state.location.state).toEqual({ layerOpen: 'edit-profile' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile');
  });
});
