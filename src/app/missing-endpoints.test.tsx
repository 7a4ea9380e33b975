// Against a backend that has only the documented calls (docs/real-backend.md): every proposed
// endpoint answers 404 with the JSON message a real server's unknown route carries, and the
// documented ones send no proposed field. The main screens must still render usable content.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { SAMPLE_GROUPS_NOTE } from '../features/groups';
import { useDocumentedOnlyBackend } from '../testing/documented-only';
import { renderApp } from '../testing/render-app';
import { loginAs } from '../testing/session';

let missed: string[] = [];

beforeEach(async () => {
  missed = useDocumentedOnlyBackend().proposedCalls;
  await loginAs(SEED.demoUserId);
});

const SLOW = { timeout: 60_000 };
const LOAD = { timeout: 30_000 };

function expectNoCrash() {
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
}

describe('every proposed endpoint missing (404 with a message)', SLOW, () => {
  it('home: the documented feed and stories, the shell around them', async () => {
    renderApp('/home');
    const feed = await screen.findByRole('feed', {}, LOAD);
    expect((await within(feed).findAllByRole('article', {}, LOAD)).length).toBeGreaterThan(0);
    expect(await screen.findAllByRole('button', { name: /^Story by / }, LOAD)).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The shell's unread badge and the suggestions are proposed calls: they were tried, and the
    // badge counts the samples' unread (the suggestions show on wider screens: e2e).
    await waitFor(() =>
      expect(missed).toEqual(
        expect.arrayContaining([
          'GET /api/notifications/unread-count',
          `GET /api/users/${SEED.demoUserId}/suggestions`,
        ]),
      ),
    );
    expect(
      (await screen.findAllByRole('link', { name: 'Notifications, 3 unread' }, LOAD)).length,
    ).toBeGreaterThan(0);
    expectNoCrash();
  });

  it('explore: sample hashtags stand in for the trending ones', async () => {
    renderApp('/explore');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' }, LOAD)).toBeVisible();
    expect((await screen.findAllByRole('link', { name: /^#\w+/ }, LOAD)).length).toBeGreaterThan(0);
    expect(missed).toContain('GET /api/hashtags/trending');
    expect(screen.getAllByText(/^Showing sample hashtags/).length).toBeGreaterThan(0);
    expectNoCrash();
  });

  it('groups: the sample groups stand in for the list', async () => {
    renderApp('/groups');
    const panel = await screen.findByRole('tabpanel', {}, LOAD);
    expect((await within(panel).findAllByRole('article', {}, LOAD)).length).toBeGreaterThan(0);
    expect(missed).toContain('GET /api/groups');
    expect(await screen.findByText(SAMPLE_GROUPS_NOTE, {}, LOAD)).toBeVisible();
    expectNoCrash();
  });

  it('notifications: sample notifications stand in', async () => {
    renderApp('/notifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }, LOAD),
    ).toBeVisible();
    const panel = await screen.findByRole('tabpanel', {}, LOAD);
    expect((await within(panel).findAllByRole('listitem', {}, LOAD)).length).toBeGreaterThan(0);
    expect(missed).toContain('GET /api/notifications');
    expectNoCrash();
  });

  it('trending: the documented trending filter', async () => {
    renderApp('/trending');
    expect((await screen.findAllByText(/^#\d+ Trending$/, {}, LOAD)).length).toBeGreaterThan(0);
    expectNoCrash();
  });

  it('own profile: the documented user, no Saved count it cannot know', async () => {
    renderApp('/profile');
    const header = await screen.findByRole('region', { name: 'Profile' }, LOAD);
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Aarav Mehta');
    await waitFor(() => expect(missed).toContain(`GET /api/users/${SEED.demoUserId}/saved`));
    await waitFor(() => expect(within(header).queryByText('…')).toBeNull());
    expect(within(header).queryByText('Saved')).toBeNull();
    expect(within(header).getByText('Following')).toBeVisible();
    expectNoCrash();
  });

  it("another resident's profile, with Follow", async () => {
    renderApp(`/profile/${SEED.neighbourId}`);
    const header = await screen.findByRole('region', { name: 'Profile' }, LOAD);
    expect(
      await within(header).findByRole('heading', { level: 1, name: 'Priya Sharma' }, LOAD),
    ).toBeVisible();
    expect(within(header).getByRole('button', { name: /^(Follow|Unfollow)$/ })).toBeEnabled();
    expectNoCrash();
  });
});
