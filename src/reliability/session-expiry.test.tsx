// Session expiry mid-use: a 401 on a write or a read signs the resident out with a message, sends
// them to /login, and what they were writing is there again once they sign back in.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { SEED } from '../../mocks/seed';
import { SESSION_EXPIRED_MESSAGE } from '../features/auth';
import { STORED_USER_KEY } from '../lib/storage-keys';
import { faultHandler } from '../testing/faults';
import { server } from '../../mocks/node';
import { renderApp } from '../testing/render-app';
import { preloadFeed } from '../testing/preload';
import { SLOW } from '../testing/screen-faults';
import { loginAs } from '../testing/session';
import { signInThroughForm } from './fault-matrix';

preloadFeed();
const DRAFT = 'The water tanker did not come today, again';

describe('session expiry mid-use', { timeout: 120_000 }, () => {
  it('a 401 on Post signs out with a message and the draft is back after signing in', async () => {
    await loginAs(SEED.demoUserId);
    const { user, router } = renderApp('/home');
    const region = await screen.findByRole('region', { name: 'Create a post' }, SLOW);
    await within(region).findByRole('option', { name: 'Vasundhara Heights - Mumbai' }, SLOW);
    await user.type(
      within(region).getByRole('textbox', { name: 'Share a concern or update' }),
      DRAFT,
    );
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Category' }), 'Water');
    const postsBefore = db.post.count();
    server.use(faultHandler('createPost', '401'));

    await user.click(within(region).getByRole('button', { name: 'Post' }));
    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(db.post.count()).toBe(postsBefore);

    server.resetHandlers();
    await signInThroughForm(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
    const again = await screen.findByRole('region', { name: 'Create a post' }, SLOW);
    expect(
      await within(again).findByRole('textbox', { name: 'Share a concern or update' }, SLOW),
    ).toHaveValue(DRAFT);
    expect(within(again).getByRole('combobox', { name: 'Category' })).toHaveValue('water');
  });

  it('a 401 on a read (a screen refetch) signs out with the same message', async () => {
    await loginAs(SEED.demoUserId);
    server.use(faultHandler('listNotifications', '401'));
    const { router } = renderApp('/notifications');
    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
