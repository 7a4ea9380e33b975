// Issue 32: a society's public response record at /societies/{id}, every society at /societies,
// the society badges that lead there, and how all of it degrades on a server without the calls.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { getSocietyRecord, listSocietyRecords } from '../../api/societies';
import { resolveAsCareManager } from '../../testing/concerns';
import { useDocumentedOnlyBackend } from '../../testing/documented-only';
import { preload, preloadFeed } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { loadLandingScreen } from '../landing';
import { formatShare } from './record-format';
import { SOCIETY_PAGES_MISSING_TEXT } from './society-view';

import { loadLandingSocietyFigures, loadSocietiesScreen, loadSocietyScreen } from '.';

preload(loadSocietyScreen, loadSocietiesScreen, loadLandingScreen, loadLandingSocietyFigures);
preloadFeed();

const LOAD = { timeout: 30_000 };
const GREENS = SEED.demoSocietyId;

/** The value shown under a figure's label in the named list of figures. */
function figure(listName: string | RegExp, label: string): string {
  const list = screen.getByLabelText(listName);
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd')!.firstChild!.textContent!;
}

async function openSociety(path: string) {
  await loginAs(SEED.demoUserId);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Vasundhara Greens' }, LOAD);
  await screen.findByLabelText(/^Record over/, {}, LOAD);
  return app;
}

describe('a society page', { timeout: 60_000 }, () => {
  it('says "1 group" for a society with one group, not "1 groups"', async () => {
    const societies = db.society.getAll();
    const bySociety = (id: number) => ({ where: { societyId: { equals: id } } });
    const single = societies.find((society) => db.group.count(bySociety(society.id)) === 1);
    expect(single).toBeDefined();
    await loginAs(SEED.demoUserId);
    renderApp(`/societies/${single!.id}`);
    await screen.findByRole('heading', { level: 1, name: single!.name }, LOAD);
    const residents = db.user.count(bySociety(single!.id));
    expect(screen.getByText(new RegExp(` · ${residents} residents · 1 group$`))).toBeVisible();
  });

  it("shows the society and its record's figures as the server computed them", async () => {
    await openSociety(`/societies/${GREENS}`);
    const { figures } = await getSocietyRecord(GREENS, 30);
    expect(screen.getByText(/^Pune, Maharashtra · \d+ residents · \d+ groups$/)).toBeVisible();
    const list = 'Record over the last 30 days';
    expect(figure(list, 'Concerns opened')).toBe(String(figures.opened));
    expect(figure(list, 'Resolved')).toBe(String(figures.resolved));
    expect(figure(list, 'Open now')).toBe(String(figures.openNow));
    expect(figure(list, 'Resolved within target')).toBe(
      formatShare(figures.resolvedWithinTargetShare),
    );
    // The charts' figures for screen readers.
    expect(
      screen.getByRole('table', { name: 'Concerns opened and resolved per week' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Median time to resolve by category' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All societies' })).toHaveAttribute(
      'href',
      '/societies',
    );
  });

  it('switches to 90 days through the address, and Back returns to 30', async () => {
    const { user, router } = await openSociety(`/societies/${GREENS}`);
    const ninety = await getSocietyRecord(GREENS, 90);
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(router.state.location.search).toBe('?period=90');
    await screen.findByLabelText('Record over the last 90 days', {}, LOAD);
    expect(figure('Record over the last 90 days', 'Concerns opened')).toBe(
      String(ninety.figures.opened),
    );
    expect(screen.getByRole('link', { name: 'All societies' })).toHaveAttribute(
      'href',
      '/societies?period=90',
    );
    await router.navigate(-1);
    await screen.findByLabelText('Record over the last 30 days', {}, LOAD);
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  });

  it('reads a resolved concern in its figures', async () => {
    const before = await getSocietyRecord(GREENS, 30);
    await resolveAsCareManager(SEED.openNeighbourConcernId);
    await openSociety(`/societies/${GREENS}`);
    expect(figure('Record over the last 30 days', 'Resolved')).toBe(
      String(before.figures.resolved + 1),
    );
  });

  it.each(['/societies/99', '/societies/abc'])('says %s is no society', async (path) => {
    await loginAs(SEED.demoUserId);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Society not found' }, LOAD)).toBeVisible();
  });
});

describe('every society', { timeout: 60_000 }, () => {
  it('ranks the societies by share within target and sorts by any column', async () => {
    const records = await listSocietyRecords(30);
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/societies');
    const table = await screen.findByRole('table', {}, LOAD);
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(records.societies.map((entry) => entry.society.name));
    expect(within(table).getByRole('columnheader', { name: /Within target/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: /^Society/ }));
    expect(names()).toEqual(records.societies.map((entry) => entry.society.name).sort());
    expect(within(table).getByRole('columnheader', { name: /^Society/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('link', { name: 'Vasundhara Greens' })).toHaveAttribute(
      'href',
      `/societies/${GREENS}`,
    );
    expect(figure('All societies over the last 30 days', 'Resolved')).toBe(
      String(records.builderWide.resolved),
    );
  });
});

describe('the society badges', { timeout: 60_000 }, () => {
  it('lead to the society page', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/home');
    const feed = await screen.findByRole('feed', {}, LOAD);
    await waitFor(
      () =>
        expect(within(feed).getAllByRole('link', { name: 'Vasundhara Greens' })[0]).toHaveAttribute(
          'href',
          `/societies/${GREENS}`,
        ),
      LOAD,
    );
    expect(
      within(screen.getByRole('region', { name: 'Your profile', hidden: true })).getByRole('link', {
        name: 'Vasundhara Greens',
        hidden: true,
      }),
    ).toHaveAttribute('href', `/societies/${GREENS}`);
  });
});

describe('the landing page', { timeout: 60_000 }, () => {
  it('shows visitors the builder-wide figures after the first paint, naming no resident', async () => {
    const records = await listSocietyRecords(30);
    renderApp('/landing');
    const heading = await screen.findByRole(
      'heading',
      { name: "How our societies' concerns are handled" },
      LOAD,
    );
    const block = heading.closest('section')!;
    expect(within(block).getByText('Resolved', { selector: 'dt' }).parentElement).toHaveTextContent(
      String(records.builderWide.resolved),
    );
  });
});

describe('on a server without the society calls', { timeout: 60_000 }, () => {
  it('the badges are plain text and the pages say so', async () => {
    const missed = useDocumentedOnlyBackend().proposedCalls;
    await loginAs(SEED.demoUserId);
    const { unmount } = renderApp('/home');
    const feed = await screen.findByRole('feed', {}, LOAD);
    await waitFor(() => expect(missed).toContain('GET /api/societies/records'), LOAD);
    expect(within(feed).getAllByText('Vasundhara Greens').length).toBeGreaterThan(0);
    expect(document.querySelector('a[href^="/societies/"]')).toBeNull();
    unmount();

    const society = renderApp(`/societies/${GREENS}`);
    expect(await screen.findByText(SOCIETY_PAGES_MISSING_TEXT, {}, LOAD)).toBeVisible();
    society.unmount();
    renderApp('/societies');
    expect(await screen.findByText(SOCIETY_PAGES_MISSING_TEXT, {}, LOAD)).toBeVisible();
  });

  it('the landing page shows no figures block', async () => {
    const missed = useDocumentedOnlyBackend().proposedCalls;
    renderApp('/landing');
    await waitFor(() => expect(missed).toContain('GET /api/societies/records'), LOAD);
    expect(
      screen.queryByRole('heading', { name: "How our societies' concerns are handled" }),
    ).toBeNull();
  });
});
