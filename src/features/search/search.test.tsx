import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { queriesOf, recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };
const FIELD = 'Find residents, societies, hashtags and groups';

/** The results section named `name` ("Residents 2"), once it is there. */
const section = async (name: string) =>
  within(await screen.findByRole('region', { name: new RegExp(`^${name}`) }, SLOW));

async function open(path = '/search') {
  await loginAs(SEED.demoUserId);
  const app = renderApp(path);
  const field = await screen.findByRole('searchbox', { name: FIELD }, SLOW);
  return { ...app, field };
}

describe('search page', { timeout: 60_000 }, () => {
  it('searches as you type, once typing pauses, and keeps ?q= in the address', async () => {
    const searches = recordRequests({ path: '/api/search' });
    const { user, field, router } = await open();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('placeholder', 'Search users, societies, or hashtags...');
    expect(screen.getByRole('search', { name: 'Search' })).toContainElement(field);
    expect(screen.getByRole('heading', { name: 'Search the community' })).toBeVisible();

    await user.type(field, 'priya');
    const link = await (
      await section('Residents')
    ).findByRole('link', { name: /Priya Sharma/ }, SLOW);
    expect(link).toHaveAttribute('href', `/profile/${SEED.neighbourId}`);
    expect(link).toHaveTextContent('@priya_sharma · Vasundhara Greens, Pune');
    expect(screen.getByRole('heading', { name: /^Residents/ })).toHaveTextContent(/Residents\s*1/);
    expect(router.state.location.search).toBe('?q=priya');
    expect(router.state.historyAction).toBe('REPLACE');
    // Debounced: not one request per key.
    expect(queriesOf(searches).at(-1)).toBe('?q=priya');
    expect(searches.length).toBeLessThan(5);
  });

  it('finds societies, groups and hashtags, each linking somewhere useful', async () => {
    const { user, field } = await open();
    await user.type(field, 'Lakeview');
    const society = await (
      await section('Societies')
    ).findByRole('link', { name: /Vasundhara Lakeview/ }, SLOW);
    const lakeview = db.society.findFirst({ where: { name: { equals: 'Vasundhara Lakeview' } } })!;
    expect(society).toHaveAttribute('href', `/explore?society=${lakeview.id}`);
    expect(society).toHaveTextContent('Bengaluru, Karnataka');
    const groupRow = db.group.findFirst({
      where: { name: { equals: 'Vasundhara Lakeview Residents' } },
    })!;
    const group = (await section('Groups')).getByRole('link', {
      name: /Vasundhara Lakeview Residents/,
    });
    expect(group).toHaveAttribute('href', `/group/${groupRow.id}`);
    expect(group).toHaveTextContent(`${groupRow.memberCount} members`);

    await user.clear(field);
    await user.type(field, '#WaterSup');
    const tag = await (
      await section('Hashtags')
    ).findByRole('link', { name: /#WaterSupply/ }, SLOW);
    expect(tag).toHaveAttribute('href', '/explore?tag=WaterSupply');
    const tagged = db.post
      .getAll()
      .filter(
        (p) => p.groupId === null && p.hashtags.some((t) => t.toLowerCase() === 'watersupply'),
      );
    expect(tag).toHaveTextContent(`${tagged.length} posts`);

    await user.clear(field);
    await user.type(field, 'cricket');
    const cricket = await (
      await section('Groups')
    ).findByRole('link', { name: /Weekend Cricket League/ }, SLOW);
    expect(cricket).toHaveAttribute('href', `/group/${SEED.joinedGroupId}`);
    expect(cricket).toHaveTextContent('Builder-wide');
  });

  it('shows the results of ?q= on arrival, with the field filled in', async () => {
    const searches = recordRequests({ path: '/api/search' });
    const { field } = await open('/search?q=Priya');
    expect(field).toHaveValue('Priya');
    expect(await screen.findByRole('link', { name: /Priya Sharma/ }, SLOW)).toBeVisible();
    expect(queriesOf(searches)).toEqual(['?q=Priya']);
  });

  it('says \'No results for "{q}"\' when nothing matches', async () => {
    const { user, field } = await open();
    await user.type(field, 'zzqx');
    expect(
      await screen.findByRole('heading', { name: 'No results for "zzqx"' }, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('clears the field and the results with Escape', async () => {
    const { user, field, router } = await open('/search?q=Priya');
    await screen.findByRole('link', { name: /Priya Sharma/ }, SLOW);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('link', { name: /Priya Sharma/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Search the community' })).toBeVisible();
  });

  it('follows a ?q= set from outside: the example links and the top bar', async () => {
    const { user, field, router } = await open();
    await user.click(screen.getByRole('link', { name: 'Pune' }));
    expect(field).toHaveValue('Pune');
    expect(
      await (await section('Societies')).findByRole('link', { name: /Vasundhara Greens/ }, SLOW),
    ).toBeVisible();

    // What the top bar's search does on submit (its field is hidden at jsdom's width).
    await router.navigate('/search?q=cricket');
    expect(await screen.findByRole('link', { name: /Weekend Cricket League/ }, SLOW)).toBeVisible();
    expect(field).toHaveValue('cricket');
  });

  it('says so and tries again when the search fails', async () => {
    server.use(
      http.get('/api/search', () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await open('/search?q=Priya');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Search failed. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Priya Sharma/ }, SLOW)).toBeVisible();
  });

  it('searches the sample societies when the backend has no search', async () => {
    server.use(http.get('/api/search', () => new HttpResponse(null, { status: 404 })));
    await open('/search?q=Jaipur');
    expect(
      await screen.findByText(/search is not available on this server yet/, {}, SLOW),
    ).toBeVisible();
    expect(
      (await section('Societies')).getByRole('link', { name: /Vasundhara Serene/ }),
    ).toHaveAttribute('href', '/explore?society=10');
  });
});
