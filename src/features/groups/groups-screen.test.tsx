import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { cardNames, groupsNewestFirst, recordGroupCalls } from './groups-test-utils';

const me = SEED.demoUserId;
const joinedCount = () =>
  db.groupMember.getAll().filter((member) => member.userId === me && member.status === 'joined')
    .length;

async function visit(path = '/groups') {
  await loginAs(me);
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Groups', level: 1 });
  await within(await screen.findByRole('tabpanel')).findAllByRole('article');
  return view;
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe('Groups screen', { timeout: 60_000 }, () => {
  it('shows the first six groups newest first, with stats and tab counts from the db', async () => {
    const calls = recordGroupCalls();
    await visit();
    const groups = db.group.getAll();
    const privateCount = groups.filter((group) => group.isPrivate).length;
    expect(cardNames()).toEqual(
      groupsNewestFirst()
        .slice(0, 6)
        .map((group) => group.name),
    );

    const stats = screen.getByRole('region', { name: 'Group statistics' });
    expect(within(stats).getByText('Total groups').closest('div')).toHaveTextContent(
      String(groups.length),
    );
    expect(within(stats).getByText('Private').closest('div')).toHaveTextContent(
      String(privateCount),
    );
    expect(await tab(/^All Groups/)).toHaveTextContent(`All Groups${groups.length}`);
    expect(await tab(/^My Groups \(Joined\)/)).toHaveTextContent(`${joinedCount()}`);
    expect(await tab(/^Public/)).toHaveTextContent(`Public${groups.length - privateCount}`);
    expect(await tab(/^Private/)).toHaveTextContent(`Private${privateCount}`);

    const list = calls.find((call) => call.path === '/api/groups');
    expect(Object.fromEntries(list!.params)).toEqual({ filter: 'all', limit: '6', offset: '0' });
    expect(calls.some((call) => call.path === '/api/groups/stats')).toBe(true);
  });

  it('filters each tab on the server, and each tab shows as many cards as its count', async () => {
    const calls = recordGroupCalls();
    const { user } = await visit();
    const rows = db.group.getAll();
    const expected = {
      joined: joinedCount(),
      public: rows.filter((group) => !group.isPrivate).length,
      private: rows.filter((group) => group.isPrivate).length,
    };
    for (const [name, filter] of [
      [/^My Groups/, 'joined'],
      [/^Public/, 'public'],
      [/^Private/, 'private'],
    ] as const) {
      await user.click(await tab(name));
      await waitFor(() =>
        expect(calls.some((call) => call.params.get('filter') === filter)).toBe(true),
      );
      const count = Math.min(expected[filter], 6);
      await waitFor(() => expect(cardNames()).toHaveLength(count));
      expect(await tab(name)).toHaveTextContent(String(expected[filter]));
    }
    // Every private card says so in words.
    for (const article of within(screen.getByRole('tabpanel')).getAllByRole('article')) {
      expect(within(article).getByText('Private')).toBeInTheDocument();
    }
  });

  it('loads six more with Load More Groups, and the button goes at the end', async () => {
    const calls = recordGroupCalls();
    const { user } = await visit();
    await user.click(screen.getByRole('button', { name: 'Load More Groups' }));
    await waitFor(() => expect(cardNames()).toHaveLength(db.group.count()));
    expect(cardNames()).toEqual(groupsNewestFirst().map((group) => group.name));
    const more = calls.find((call) => call.params.get('offset') === '6');
    expect(more?.params.get('limit')).toBe('6');
    expect(screen.queryByRole('button', { name: 'Load More Groups' })).not.toBeInTheDocument();
  });

  it('searches on the server as you type, and says when nothing matches', async () => {
    const calls = recordGroupCalls();
    const { user } = await visit();
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'cricket');
    await waitFor(() => expect(cardNames()).toEqual(['Weekend Cricket League']));
    expect(calls.some((call) => call.params.get('q') === 'cricket')).toBe(true);
    // Debounced: not one request per letter.
    expect(calls.filter((call) => call.params.has('q')).length).toBeLessThan(3);

    await user.clear(screen.getByRole('searchbox', { name: 'Search groups' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No groups found' })).toBeInTheDocument();
    expect(screen.getByText('No groups match your search "zzz"')).toBeInTheDocument();
  });

  it('keeps the page Back returns to: arriving writes nothing into the address', async () => {
    // A page Back restores keeps its history entry, and with it the scroll position kept for it.
    const { router, user } = await visit('/groups?q=cricket');
    await waitFor(() => expect(cardNames()).toEqual(['Weekend Cricket League']));
    // Still the entry it opened on: nothing replaced it.
    expect(router.state.historyAction).toBe('POP');

    await user.clear(screen.getByRole('searchbox', { name: 'Search groups' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'No groups available' with Create First Group when there are none", async () => {
    await loginAs(me);
    server.use(http.get('/api/groups', () => HttpResponse.json([])));
    const { user } = renderApp('/groups');
    expect(await screen.findByRole('heading', { name: 'No groups available' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create First Group' }));
    expect(await screen.findByRole('dialog', { name: 'Create Group' })).toBeInTheDocument();
  });

  it('says when the groups cannot load, and Try again loads them', async () => {
    await loginAs(me);
    server.use(
      http.get('/api/groups', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderApp('/groups');
    expect(await screen.findByText('Failed to load groups. Please try again.')).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('tabpanel')).findAllByRole('article')).toHaveLength(
      6,
    );
  });

  it('shows the sample groups when the backend has no groups endpoints', async () => {
    await loginAs(me);
    server.use(
      http.get('/api/groups', () => new HttpResponse(null, { status: 404 })),
      http.get('/api/groups/stats', () => new HttpResponse(null, { status: 501 })),
    );
    renderApp('/groups');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findAllByRole('article')).toHaveLength(6);
    expect(await tab(/^All Groups/)).toHaveTextContent('All Groups8');
  });
});
