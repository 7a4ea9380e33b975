// A concern on its post page (docs/product.md#concerns): its author closes or reopens it once it is
// resolved, the care team serving its society moves it, assigns it and answers it, and everyone
// reads its timeline. Each step is checked in the db.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { makeCareMember, makeConcern, resolveAsCareManager } from '../../testing/concerns';
import { createdPost } from '../../testing/created-post';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };
const concernOf = (postId: number) => db.concern.findFirst({ where: { id: { equals: postId } } })!;
const eventsOf = (postId: number) =>
  db.concernEvent.findMany({ where: { postId: { equals: postId } } });

async function openPost(userId: number, postId: number) {
  await loginAs(userId);
  const app = renderApp(`/posts/${postId}`);
  await screen.findByRole('region', { name: 'Response clock' }, SLOW);
  return app;
}

describe('a concern on its post page', { timeout: 60_000 }, () => {
  it('asks its author "Is this fixed?" once resolved; Yes closes it with the rating', async () => {
    const postId = makeConcern(SEED.demoPostId, { category: 'water', status: 'resolved' });
    const { user } = await openPost(SEED.demoUserId, postId);
    const ask = screen.getByRole('region', { name: 'Is this fixed?' });
    await user.click(within(ask).getByRole('radio', { name: '4' }));
    await user.click(within(ask).getByRole('button', { name: 'Yes, close it' }));
    await waitFor(() => expect(concernOf(postId)).toMatchObject({ status: 'closed', rating: 4 }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Is this fixed?' })).not.toBeInTheDocument(),
    );
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(
      await within(timeline).findByText('Aarav Mehta closed it, rating it 4 out of 5'),
    ).toBeVisible();
  });

  it('shows its author what the care team said it did, with the question', async () => {
    const postId = makeConcern(SEED.demoPostId, { category: 'lift' });
    await resolveAsCareManager(postId, 'Replaced the door sensor of lift B.\nTested twice.');
    await openPost(SEED.demoUserId, postId);
    const ask = screen.getByRole('region', { name: 'Is this fixed?' });
    expect(
      await within(ask).findByText('Sanjay Patwardhan marked it resolved', { exact: false }),
    ).toBeVisible();
    const note = within(ask).getByText(/Replaced the door sensor of lift B\.\s+Tested twice\./);
    expect(note).toBeVisible();
  });

  it('will not reopen without a reason; with one it is Reopened, the reason on the timeline', async () => {
    const postId = makeConcern(SEED.demoPostId, { category: 'water', status: 'resolved' });
    const statusCalls = recordRequests({ method: 'POST', path: `/api/posts/${postId}/status` });
    const { user } = await openPost(SEED.demoUserId, postId);
    const ask = screen.getByRole('region', { name: 'Is this fixed?' });
    await user.click(within(ask).getByRole('button', { name: 'No, reopen' }));
    const reason = within(ask).getByRole('textbox', { name: 'What is still wrong?' });
    expect(reason).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Reopen concern' }));
    expect(reason).toHaveAccessibleDescription('Say why it is not fixed to reopen it');
    expect(statusCalls).toHaveLength(0);
    await user.type(reason, 'Still no water on the 9th floor');
    await user.click(within(ask).getByRole('button', { name: 'Reopen concern' }));
    await waitFor(() => expect(concernOf(postId).status).toBe('reopened'));
    expect(eventsOf(postId).at(-1)).toMatchObject({
      status: 'reopened',
      text: 'Still no water on the 9th floor',
    });
    expect(await screen.findByText('Still no water on the 9th floor')).toBeVisible();
  });

  it('keeps a reason being written across a reload, its form open; sent, it is gone', async () => {
    const postId = makeConcern(SEED.demoPostId, { category: 'water', status: 'resolved' });
    const first = await openPost(SEED.demoUserId, postId);
    const ask = screen.getByRole('region', { name: 'Is this fixed?' });
    await first.user.click(within(ask).getByRole('button', { name: 'No, reopen' }));
    await first.user.type(
      within(ask).getByRole('textbox', { name: 'What is still wrong?' }),
      'Still leaking',
    );
    first.unmount();
    const again = await openPost(SEED.demoUserId, postId);
    const reopened = screen.getByRole('region', { name: 'Is this fixed?' });
    const reason = within(reopened).getByRole('textbox', { name: 'What is still wrong?' });
    expect(reason).toHaveValue('Still leaking');
    await again.user.click(within(reopened).getByRole('button', { name: 'Reopen concern' }));
    await waitFor(() => expect(concernOf(postId).status).toBe('reopened'));
    expect(localStorage.getItem(`draft:concern-reason:${SEED.demoUserId}:${postId}`)).toBeNull();
  });

  it('gives the care team serving its society its actions; each lands in the db', async () => {
    const manager = makeCareMember(SEED.neighbourId, SEED.demoSocietyId);
    const postId = makeConcern(SEED.othersPostId, { category: 'lift' });
    const { user } = await openPost(manager, postId);
    const care = screen.getByRole('region', { name: 'Care team actions' });

    await user.click(within(care).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(concernOf(postId).status).toBe('acknowledged'));

    await user.selectOptions(
      await within(care).findByRole('combobox', { name: 'Assign to' }),
      String(manager),
    );
    await user.click(within(care).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(concernOf(postId).assigneeId).toBe(manager));

    const response = within(care).getByRole('textbox', { name: 'Official response' });
    await user.type(response, 'The lift company visits at 4 pm');
    await user.click(within(care).getByRole('button', { name: 'Post response' }));
    await waitFor(() =>
      expect(eventsOf(postId).at(-1)).toMatchObject({
        type: 'response',
        text: 'The lift company visits at 4 pm',
      }),
    );
    await waitFor(() => expect(response).toHaveValue(''));

    await user.click(await within(care).findByRole('button', { name: 'Start work' }));
    await waitFor(() => expect(concernOf(postId).status).toBe('in_progress'));

    await user.click(await within(care).findByRole('button', { name: 'Mark resolved' }));
    const note = within(care).getByRole('textbox', { name: 'Resolution note' });
    await user.click(within(care).getByRole('button', { name: 'Mark resolved' }));
    expect(note).toHaveAccessibleDescription('A resolution note is required');
    expect(concernOf(postId).status).toBe('in_progress');
    await user.type(note, 'Door sensor replaced');
    await user.click(within(care).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(concernOf(postId).status).toBe('resolved'));
    // The note is gone with the form: a later resolution starts from an empty one.
    expect(localStorage.getItem(`draft:concern-note:${manager}:${postId}`)).toBeNull();

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const official = await within(timeline).findByText('The lift company visits at 4 pm');
    expect(official.closest('li')).toHaveTextContent('Care team');
    expect(await within(timeline).findByText('Door sensor replaced')).toBeVisible();
  });

  it('offers residents no care team actions and no question', async () => {
    const postId = makeConcern(SEED.othersPostId, { category: 'lift', status: 'resolved' });
    await openPost(SEED.demoUserId, postId);
    expect(screen.queryByRole('region', { name: 'Care team actions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Is this fixed?' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Timeline' })).toBeVisible();
  });

  it('shows no timeline where the server keeps none, and the rest still works', async () => {
    server.use(
      http.get('/api/posts/:id/timeline', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const postId = makeConcern(SEED.othersPostId, { category: 'lift' });
    await openPost(SEED.demoUserId, postId);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Timeline' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Response clock' })).toHaveTextContent('Open for');
  });

  it('shows an update as a post, with none of it', async () => {
    await loginAs(SEED.neighbourId);
    const update = await createdPost({
      content: 'Diwali lights go up on Friday',
      authorId: SEED.neighbourId,
    });
    await loginAs(SEED.demoUserId);
    renderApp(`/posts/${update.id}`);
    await screen.findByRole('textbox', { name: 'Write a comment' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Response clock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Affects me too' })).toBeNull();
  });
});
