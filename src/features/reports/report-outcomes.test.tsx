// What residents see of report outcomes (issue 32, docs/product.md#reports): a removed post's page,
// the author's one "Ask for review" (its reason kept as a draft), My reports in Settings, and the
// reporter's notification.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { readDraft } from '../../lib/drafts';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { makeRemoved } from '../../testing/reports';
import { loginAs } from '../../testing/session';
import { appealDraftKey } from './removed-post';

const LOAD = { timeout: 30_000 };
const REMOVED = 'This post was removed by the care team';

describe('a removed post', { timeout: 60_000 }, () => {
  it('says it was removed instead of its content, for any resident', async () => {
    const content = db.post.findFirst({ where: { id: { equals: SEED.othersPostId } } })!.content;
    makeRemoved(SEED.othersPostId, SEED.careManagerId);
    await loginAs(SEED.followedUserId);
    renderApp(`/posts/${SEED.othersPostId}`);
    expect(await screen.findByRole('heading', { name: REMOVED }, LOAD)).toBeVisible();
    expect(screen.queryByText(content)).toBeNull();
    expect(screen.queryByText('Note from the care team:')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for review' })).toBeNull();
  });

  it('gives its author the note and Ask for review, once, with a reason kept as a draft', async () => {
    const user = userEvent.setup();
    makeRemoved(SEED.demoUpdatePostId, SEED.careManagerId);
    await loginAs(SEED.demoUserId);
    const sent = recordRequests({ path: `/api/posts/${SEED.demoUpdatePostId}/appeal` });
    renderApp(`/posts/${SEED.demoUpdatePostId}`);
    expect(await screen.findByText('Selling is not allowed', {}, LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask for review' }));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Please say why the post should be back')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(
      screen.getByLabelText(/Why should the post be back/),
      'It was a thank-you note',
    );
    expect(readDraft(appealDraftKey(SEED.demoUpdatePostId), String)).toBe(
      'It was a thank-you note',
    );
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(/You asked for a review/, {}, LOAD)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ask for review' })).toBeNull();
    expect(readDraft(appealDraftKey(SEED.demoUpdatePostId), String)).toBeNull();
  });
});

describe('My reports', { timeout: 60_000 }, () => {
  it('lists each report with its state and date in Settings', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/profile?tab=settings');
    const list = await screen.findByRole('list', { name: 'My reports' }, LOAD);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Under review')).toBeVisible();
    expect(within(rows[1]).getByText('Removed')).toBeVisible();
    expect(within(rows[1]).getByText(/The post was removed\./)).toBeVisible();
    expect(within(rows[1]).getByRole('link', { name: REMOVED })).toHaveAttribute(
      'href',
      `/posts/${SEED.removedPostId}`,
    );
  });

  it('says it is not available on a server without it', async () => {
    server.use(
      http.get('/api/users/:id/reports', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    await loginAs(SEED.demoUserId);
    renderApp('/profile?tab=settings');
    expect(
      await screen.findByText('Your reports are not available on this server yet.', {}, LOAD),
    ).toBeVisible();
  });
});

describe('the reporter’s notification', { timeout: 60_000 }, () => {
  it('says the report was reviewed, the outcome in words and the reason chosen', async () => {
    await loginAs(SEED.demoUserId);
    renderApp('/notifications');
    expect(
      await screen.findByText(
        'We reviewed your report. The post was removed. You reported it as: Spam or unwanted content.',
        {},
        LOAD,
      ),
    ).toBeVisible();
  });
});
