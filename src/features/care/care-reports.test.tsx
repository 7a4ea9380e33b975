// The care team's Reports tab (issue 32, docs/product.md#reports): the open reports of the
// societies served, a decision with its required note, an appeal for another member, and what a
// resident or a server without the calls sees.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { preload } from '../../testing/preload';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { LOAD } from './care-test-utils';
import { loadCareReportsScreen } from '.';

preload(loadCareReportsScreen);

const caseOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title }, LOAD)).closest('article')!;
const postRecord = (id: number) => db.post.findFirst({ where: { id: { equals: id } } })!;

describe('the Reports tab', { timeout: 60_000 }, () => {
  it('lists the society’s open reports with their reporters, under the tabs', async () => {
    await loginAs(SEED.careManagerId);
    renderApp('/care/reports');
    const item = await caseOf('Post by Sneha Patil');
    expect(within(item).getByText('Reported by 2 residents')).toBeVisible();
    expect(within(item).getByText(/by Aarav Mehta/)).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Care team' });
    expect(within(tabs).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Concerns' })).not.toHaveAttribute(
      'aria-current',
    );
    // The blocked user's posts are in another society: the care head's.
    expect(screen.queryByRole('heading', { name: 'Post by Rakesh Tiwari' })).toBeNull();
  });

  it('removes a post only with a note, sent once; the note is kept until it is sent', async () => {
    const user = userEvent.setup();
    await loginAs(SEED.careManagerId);
    const sent = recordRequests({ path: /\/api\/reports\/\d+\/decision/ });
    renderApp('/care/reports');
    const item = await caseOf('Post by Sneha Patil');
    await user.click(within(item).getByRole('button', { name: 'Remove post' }));
    const form = within(item);
    await user.click(form.getByRole('button', { name: 'Remove post' }));
    expect(await form.findByText('Please write a note to the author')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(form.getByLabelText(/Note to the author/), 'Please book the lawn first');
    const submit = form.getByRole('button', { name: 'Remove post' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('No reports to review.', {}, LOAD)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(postRecord(SEED.reportedSocietyPostId).removalNote).toBe('Please book the lawn first');
  });

  it('shows the appeal to the care head, marked, with its two outcomes', async () => {
    await loginAs(SEED.careHeadId);
    renderApp('/care/reports');
    const appeal = (await screen.findByText('Appeal', {}, LOAD)).closest('article')!;
    expect(within(appeal).getByRole('button', { name: 'Restore post' })).toBeVisible();
    expect(within(appeal).getByRole('button', { name: 'Keep removed' })).toBeVisible();
    expect(within(appeal).getByText(/asks for a second look/)).toBeVisible();
  });

  it('tells the member who removed the post that another member decides its appeal', async () => {
    db.post.update({
      where: { id: { equals: SEED.removedPostId } },
      data: { removedBy: SEED.careHeadId },
    });
    await loginAs(SEED.careHeadId);
    renderApp('/care/reports');
    const appeal = (await screen.findByText('Appeal', {}, LOAD)).closest('article')!;
    expect(
      within(appeal).getByText(
        'You removed this post: another member of the care team decides its appeal.',
      ),
    ).toBeVisible();
    expect(within(appeal).queryByRole('button', { name: 'Restore post' })).toBeNull();
  });

  it('tells a resident the page is for the care team, and never asks for the reports', async () => {
    await loginAs(SEED.demoUserId);
    const sent = recordRequests({ path: '/api/care/reports' });
    renderApp('/care/reports');
    expect(
      await screen.findByRole('heading', { name: 'This page is for the care team' }, LOAD),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says the reports are not available on a server without them', async () => {
    server.use(
      http.get('/api/care/reports', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    await loginAs(SEED.careManagerId);
    renderApp('/care/reports');
    expect(
      await screen.findByText('Reports are not available on this server yet.', {}, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
