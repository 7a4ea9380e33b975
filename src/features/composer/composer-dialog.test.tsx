import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { preload } from '../../testing/preload';
import { bodiesOf, recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { expectToast } from './composer-test-utils';

preload(() => import('./create-post-dialog'));

/** The sidebar's own Create Post: the top bar has a second one for phones. */
async function sidebarCreatePost() {
  const sidebar = await screen.findByRole(
    'navigation',
    { name: 'Main', hidden: true },
    { timeout: 20_000 },
  );
  return within(sidebar).getByRole('button', { name: 'Create Post', hidden: true });
}

/** The shell's Create Post dialog. The desktop sidebar is hidden by a media query in jsdom. */
async function openCreatePost() {
  await loginAs(SEED.demoUserId);
  const app = renderApp('/explore');
  await app.user.click(await sidebarCreatePost());
  const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 20_000 });
  const box = within(dialog).getByRole('textbox', { name: 'Post content' });
  await within(dialog).findByRole(
    'option',
    { name: 'Vasundhara Heights - Mumbai' },
    { timeout: 20_000 },
  );
  return { ...app, dialog, box };
}

/** Opens Create Post again from the sidebar: the reopened dialog and its text box. */
async function reopenCreatePost(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await sidebarCreatePost());
  const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 20_000 });
  return { dialog, box: within(dialog).getByRole('textbox', { name: 'Post content' }) };
}

describe('Create Post dialog', { timeout: 60_000 }, () => {
  it('opens from the sidebar with the text area focused, posts a concern, and closes', async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, dialog, box } = await openCreatePost();
    expect(box).toHaveFocus();
    // A concern is the default post type; its category is the resident's choice.
    expect(within(dialog).getByRole('radio', { name: 'Concern' })).toBeChecked();
    await user.paste('Gym timings changed #NewGym');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      'Amenities',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await expectToast('Success', 'Post created successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(posts)).toStrictEqual([
      {
        content: 'Gym timings changed #NewGym',
        authorId: SEED.demoUserId,
        hashtags: ['NewGym'],
        mentions: [],
        isBuilderWide: false,
        societyId: SEED.demoSocietyId,
        attachmentIds: [],
        concern: { category: 'amenities', place: null },
      },
    ]);
    expect(
      db.post.findFirst({ where: { content: { equals: 'Gym timings changed #NewGym' } } }),
    ).not.toBeNull();
    expect(localStorage.getItem(`draft:post:${SEED.demoUserId}:dialog`)).toBeNull();
  });

  it('Escape on the builder-wide question closes only the question; the draft waits for next time', async () => {
    const { user, dialog, box } = await openCreatePost();
    await user.paste('Notice for all societies');
    await user.click(within(dialog).getByRole('radio', { name: 'Update' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Builder-Wide' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByRole('dialog', { name: 'Post to every society?' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Post to every society?' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
    expect(box).toHaveValue('Notice for all societies');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reopened = await reopenCreatePost(user);
    expect(reopened.box).toHaveValue('Notice for all societies');
    expect(within(reopened.dialog).getByRole('radio', { name: 'Builder-Wide' })).toBeChecked();
    expect(within(reopened.dialog).getByRole('radio', { name: 'Update' })).toBeChecked();
  });

  it('closes when the resident goes to another page (Back); the draft is kept', async () => {
    const { user, box, router } = await openCreatePost();
    await user.paste('Gym AC not working since Friday');
    // To another page, as the browser's Back takes the resident there: the dialog does not stay
    // open over it. (The dialog keeps its draft on this device, so it does not ask first.)
    void router.navigate('/groups');
    await expect.poll(() => router.state.location.pathname).toBe('/groups');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const reopened = await reopenCreatePost(user);
    expect(box).not.toBeInTheDocument();
    expect(reopened.box).toHaveValue('Gym AC not working since Friday');
  });

  it("the phone's Back closes it and stays on the page; the draft is kept", async () => {
    const { user, router } = await openCreatePost();
    await user.paste('Lift B stuck again');
    // Open, it has an entry of its own in the history: Back leaves that entry, not the page.
    await waitFor(() => expect(router.state.location.state).toEqual({ layerOpen: 'create-post' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/explore');

    expect((await reopenCreatePost(user)).box).toHaveValue('Lift B stuck again');
  });
});
