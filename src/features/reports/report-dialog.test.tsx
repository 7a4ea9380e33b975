import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { createReport } from '../../api/reports';
import { getUser } from '../../api/users';
import { preload } from '../../testing/preload';
import { bodiesOf, recordRequests } from '../../testing/record-requests';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import ReportDialog from './report-dialog';
import { loadPostScreen } from '../posts';

const SLOW = { timeout: 20_000 };
const postId = SEED.othersPostId;
const authorId = SEED.unfollowedNeighbourId;
const draftKey = `draft:report:${SEED.demoUserId}:post:${postId}`;

preload(loadPostScreen);

const recordReports = () => recordRequests({ method: 'POST', path: '/api/reports' });

async function expectToast(title: string, description: string) {
  await waitFor(() => {
    expect(screen.getByText(description).parentElement).toHaveTextContent(`${title}${description}`);
  });
}

/** The post's page, its Report button clicked. */
async function openReport() {
  await loginAs(SEED.demoUserId);
  const app = renderApp(`/posts/${postId}`);
  const article = await screen.findByRole('article', {}, SLOW);
  await app.user.click(within(article).getByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report Post' }, SLOW);
  return { ...app, dialog };
}

const reportsOf = (reporterId: number) =>
  db.report.findMany({ where: { reporterId: { equals: reporterId } } });

describe('report dialog', { timeout: 60_000 }, () => {
  it('sends the five fields, thanks the resident, closes, and offers Report no more', async () => {
    const reports = recordReports();
    const { user, dialog } = await openReport();
    const reasons = within(
      within(dialog).getByRole('group', { name: 'Why are you reporting this?' }),
    ).getAllByRole('radio');
    expect(reasons.map((radio) => radio.getAttribute('value'))).toEqual([
      'spam',
      'harassment',
      'inappropriate',
      'misinformation',
      'privacy',
      'other',
    ]);
    await user.click(within(dialog).getByRole('radio', { name: 'False information' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Additional details (optional)' }),
      '  The lift was serviced last week.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    await expectToast(
      'Report submitted',
      "Thank you for reporting this content. We'll review it shortly.",
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(reports)).toStrictEqual([
      {
        reason: 'misinformation',
        description: 'The lift was serviced last week.',
        postId,
        userId: authorId,
        reporterId: SEED.demoUserId,
      },
    ]);
    expect(reportsOf(SEED.demoUserId).filter((report) => report.postId === postId)).toHaveLength(1);
    expect(localStorage.getItem(draftKey)).toBeNull();

    // Not offered again: the control says it is done, and opens nothing.
    const article = screen.getByRole('article');
    expect(within(article).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    const done = within(article).getByRole('button', { name: 'You reported this post' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it("says 'Please select a reason' and sends nothing without one; details are optional (null)", async () => {
    const reports = recordReports();
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Please select a reason')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam or unwanted content' })).toHaveFocus();
    expect(reports).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam or unwanted content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0].body).toMatchObject({ reason: 'spam', description: null });
  });

  it('stays open with its content when the call fails', async () => {
    server.use(
      http.post('/api/reports', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Additional details (optional)' }),
      'Rude replies',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    await expectToast('Error', 'Failed to submit report. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Report Post' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Harassment or bullying' })).toBeChecked();
    expect(
      within(dialog).getByRole('textbox', { name: 'Additional details (optional)' }),
    ).toHaveValue('Rude replies');
    expect(within(dialog).getByRole('button', { name: 'Submit Report' })).toBeEnabled();
    expect(reportsOf(SEED.demoUserId).some((report) => report.postId === postId)).toBe(false);
  });

  it("reads 'Submitting...' while pending, and a double click sends one report", async () => {
    let release: () => void = () => {};
    const reports = recordReports();
    server.use(
      http.post('/api/reports', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expectToast('Error', 'Failed to submit report. Please try again.');
    expect(reports).toHaveLength(1);
  });

  it('keeps the details across a reload, per reported post', async () => {
    const first = await openReport();
    await first.user.click(within(first.dialog).getByRole('radio', { name: 'Privacy violation' }));
    await first.user.type(
      within(first.dialog).getByRole('textbox', { name: 'Additional details (optional)' }),
      'Shows my flat number',
    );
    first.unmount();

    const { user } = renderApp(`/posts/${postId}`);
    await user.click(
      within(await screen.findByRole('article', {}, SLOW)).getByRole('button', { name: 'Report' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' }, SLOW);
    expect(within(dialog).getByRole('radio', { name: 'Privacy violation' })).toBeChecked();
    expect(
      within(dialog).getByRole('textbox', { name: 'Additional details (optional)' }),
    ).toHaveValue('Shows my flat number');
  });

  it("says 'You reported this post', no error, when the server has it already (409)", async () => {
    await loginAs(SEED.demoUserId);
    // Reported from another tab, or before this tab's session began.
    await createReport({
      reason: 'spam',
      description: null,
      postId,
      userId: authorId,
      reporterId: SEED.demoUserId,
    });
    const count = db.report.count();
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await expectToast('You reported this post', 'Moderators already have your report.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article')).getByRole('button', { name: 'You reported this post' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(db.report.count()).toBe(count);
  });

  it("reports a user: 'Report User', postId null and the user's id", async () => {
    const reports = recordReports();
    await loginAs(SEED.demoUserId);
    const reported = await getUser(SEED.otherSocietyResidentId);
    let closed = false;
    const { user } = renderWithProviders(
      <MemoryRouter>
        <ReportDialog
          open
          onClose={() => (closed = true)}
          target={{ type: 'user', user: reported }}
        />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report User' });
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(bodiesOf(reports)).toStrictEqual([
      {
        reason: 'inappropriate',
        description: null,
        postId: null,
        userId: SEED.otherSocietyResidentId,
        reporterId: SEED.demoUserId,
      },
    ]);
  });

  it("the phone's Back closes it and stays on the post", async () => {
    const { router } = await openReport();
    await waitFor(() =>
      expect(router.state.location.state).toEqual({ layerOpen: `report-post-${postId}` }),
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/posts/${postId}`);
  });
});
