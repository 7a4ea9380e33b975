// The composer's concerns (docs/product.md#concerns): Concern is the default post type and needs a
// category, a place is optional and short, and while a concern is written the open concerns like
// it are offered to join instead.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { POST_MAX_LENGTH } from '../../api/limits';
import { makeConcern } from '../../testing/concerns';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import {
  composerBox,
  composerRegion,
  expectToast,
  openFeedComposer,
  postButton,
} from './composer-test-utils';
import { preloadComposerDetails } from './load-composer-details';
import { readPostDraft } from './post-draft';

const SLOW = { timeout: 20_000 };
const postRecord = (content: string) =>
  db.post.findFirst({ where: { content: { equals: content } } });

describe('composer concerns', { timeout: 60_000 }, () => {
  it('shows the form below the text once the resident starts to write, and keeps it', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const box = await composerBox();
    const region = await composerRegion();
    // Until then the feed's first screen shows the text alone: no post type, scope or Post.
    expect(within(region).queryByRole('radio', { name: 'Concern' })).toBeNull();
    expect(within(region).queryByRole('combobox', { name: 'Society' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Post' })).toBeNull();
    // Loaded once the feed has painted: the click shows the form in the same pass, no fallback
    // first (React would hold a part back for 300 ms after one).
    await preloadComposerDetails();
    await user.click(box);
    expect(within(region).getByRole('radio', { name: 'Concern' })).toBeChecked();
    expect(within(region).getByRole('combobox', { name: 'Society' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Post' })).toBeDisabled();
    expect(box).toHaveFocus();
    await user.tab();
    expect(within(region).getByRole('combobox', { name: 'Category' })).toBeVisible();
  });

  it('will not send a concern without a category, and says so at the field', async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    expect(within(region).getByRole('radio', { name: 'Concern' })).toBeChecked();
    await user.click(box);
    await user.paste('Water pressure is low on the top floors');
    await user.click(postButton(region));
    const category = within(region).getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(category).toHaveAccessibleDescription('Choose what the concern is about'),
    );
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();
    expect(posts).toHaveLength(0);
    expect(postRecord('Water pressure is low on the top floors')).toBeNull();
  });

  it('moves to the category on each refused try, not when the text is too long', async () => {
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    const category = within(region).getByRole('combobox', { name: 'Category' });
    await user.click(box);
    await user.paste('The lift in Tower C stops between floors');
    await user.click(postButton(region));
    await waitFor(() => expect(category).toHaveFocus());
    await user.selectOptions(category, 'Lift');
    await user.click(postButton(region));
    await expectToast('Success', 'Post created successfully');
    // The next concern, sent without its category, is refused at the field again.
    await user.click(box);
    await user.paste('Water pressure is low on the top floors');
    await user.click(postButton(region));
    await waitFor(() => expect(category).toHaveFocus());
    // Too long as well: the text is what to mend first, and the focus stays in it.
    await user.click(box);
    await user.paste('x'.repeat(POST_MAX_LENGTH));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await within(region).findByText('Post content must be less than 500 characters'),
    ).toBeVisible();
    expect(box).toHaveFocus();
  });

  it('says at once when the place is too long, and sends nothing', async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Category' }), 'Lift');
    const place = within(region).getByRole('textbox', { name: 'Place (optional)' });
    await user.click(place);
    await user.paste('Tower B, the lift lobby beside the east staircase');
    expect(await within(region).findByText('Place must be at most 40 characters')).toBeVisible();
    await user.click(box);
    await user.paste('The lift stops between floors');
    await user.click(postButton(region));
    expect(posts).toHaveLength(0);
  });

  it('sends the category and the trimmed place; the new card shows the concern open', async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Category' }), 'Lift');
    await user.type(within(region).getByRole('textbox', { name: 'Place (optional)' }), ' Tower B ');
    await user.click(box);
    await user.paste('The lift in Tower B stops between floors');
    await user.click(postButton(region));
    await expectToast('Success', 'Post created successfully');
    expect(posts[0].body).toMatchObject({ concern: { category: 'lift', place: 'Tower B' } });
    const record = postRecord('The lift in Tower B stops between floors')!;
    expect(db.concern.findFirst({ where: { id: { equals: record.id } } })).toMatchObject({
      category: 'lift',
      place: 'Tower B',
      status: 'open',
    });
    const card = (await within(screen.getByRole('feed')).findAllByRole('article', {}, SLOW)).find(
      (article) => article.textContent?.includes('The lift in Tower B stops between floors'),
    )!;
    expect(within(card).getByText('Open')).toBeVisible();
    expect(within(card).getByText('Lift · Tower B')).toBeVisible();
    expect(within(card).getByText('1 resident affected')).toBeVisible();
    // Its author is counted already: no Affects me too on one's own concern.
    expect(within(card).queryByRole('button', { name: 'Affects me too' })).toBeNull();
    expect(within(region).getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  it('offers the open concerns like it, each to join with Affects me too', async () => {
    const neighbours = makeConcern(SEED.othersPostId, { category: 'maintenance' });
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Category' }),
      'Maintenance',
    );
    await user.click(box);
    await user.paste('Why are the maintenance charges going up again?');
    const similar = await within(region).findByRole(
      'region',
      { name: 'Is it one of these?' },
      SLOW,
    );
    const link = within(similar).getByRole('link', {
      name: /Maintenance charges for the next quarter/,
    });
    expect(link).toHaveAttribute('href', `/posts/${neighbours}`);
    await user.click(within(similar).getByRole('button', { name: 'Affects me too' }));
    await waitFor(() =>
      expect(
        db.affected.findFirst({
          where: { postId: { equals: neighbours }, userId: { equals: SEED.demoUserId } },
        }),
      ).not.toBeNull(),
    );
    expect(within(similar).getByRole('button', { name: 'Affects me too' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads a draft saved before posts had a type as an update', () => {
    localStorage.setItem(
      `draft:post:${SEED.demoUserId}:feed`,
      JSON.stringify({ content: 'Old draft', scope: 'society', societyId: 1 }),
    );
    expect(readPostDraft(SEED.demoUserId, 'feed')).toEqual({
      content: 'Old draft',
      scope: 'society',
      societyId: '1',
      kind: 'update',
      category: '',
      place: '',
    });
  });
});
