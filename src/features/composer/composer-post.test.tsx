import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { expectToast, openFeedComposer, postButton } from './composer-test-utils';

const SLOW = { timeout: 20_000 };

/** Waits until an article of the feed shows `text` (tags and mentions are elements of their own). */
async function expectInFeed(text: string) {
  await waitFor(() => {
    const articles = within(screen.getByRole('feed')).getAllByRole('article');
    expect(articles.some((article) => article.textContent?.includes(text))).toBe(true);
  }, SLOW);
}

const postRecord = (content: string) =>
  db.post.findFirst({ where: { content: { equals: content } } });

describe('composer (form variant, above the feed)', { timeout: 60_000 }, () => {
  it('sends exactly the documented body and shows the post in All Concerns and My Society', async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer();
    const select = within(region).getByRole('combobox', { name: 'Society' });
    // The resident's own society is chosen automatically; options read "name - city".
    expect(select).toHaveValue(String(SEED.demoSocietyId));
    expect(
      within(region).getByRole('option', { name: 'Choose Vasundhara society' }),
    ).toBeDisabled();
    expect(within(region).getByRole('radio', { name: 'Society' })).toBeChecked();

    await user.click(box);
    await user.paste('  Lift in C wing is grinding again #Elevator @priya_sharma  ');
    await user.click(postButton(region));

    await expectToast('Success', 'Post created successfully');
    const content = 'Lift in C wing is grinding again #Elevator @priya_sharma';
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toStrictEqual({
      content,
      authorId: SEED.demoUserId,
      hashtags: ['Elevator'],
      mentions: ['priya_sharma'],
      isBuilderWide: false,
      societyId: SEED.demoSocietyId,
      attachmentIds: [],
    });
    expect(postRecord(content)).toMatchObject({
      authorId: SEED.demoUserId,
      societyId: SEED.demoSocietyId,
      isBuilderWide: false,
      hashtags: ['Elevator'],
    });
    expect(box).toHaveValue('');
    await expectInFeed(content);

    await user.click(screen.getByRole('tab', { name: 'My Society' }));
    expect(screen.getByRole('tab', { name: 'My Society' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectInFeed(content);
  });

  it('posts to another chosen society', async () => {
    const { user, box, region } = await openFeedComposer();
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Society' }),
      'Vasundhara Heights - Mumbai',
    );
    await user.click(box);
    await user.paste('Visiting Heights for the meeting #Parking');
    await user.click(postButton(region));
    await expectToast('Success', 'Post created successfully');
    expect(postRecord('Visiting Heights for the meeting #Parking')).toMatchObject({
      societyId: 2,
      isBuilderWide: false,
    });
  });

  it('asks before posting builder-wide; Cancel sends nothing, Post Builder-Wide sends it', async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer();
    await user.click(box);
    await user.paste('Plumbers we trust, for every society');
    await user.click(within(region).getByRole('radio', { name: 'Builder-Wide' }));
    // Builder-wide clears the society choice.
    expect(within(region).queryByRole('combobox', { name: 'Society' })).not.toBeInTheDocument();

    await user.click(postButton(region));
    const confirm = await screen.findByRole('dialog', { name: 'Post to every society?' });
    expect(confirm).toHaveTextContent('This post will be visible in all Vasundhara societies.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.click(postButton(region));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Post Builder-Wide' }),
    );
    await expectToast('Success', 'Post created successfully');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toMatchObject({ isBuilderWide: true, societyId: null });
    expect(postRecord('Plumbers we trust, for every society')).toMatchObject({
      isBuilderWide: true,
      societyId: null,
    });
    // Back to Society: a society is chosen again.
    await user.click(within(region).getByRole('radio', { name: 'Society' }));
    expect(within(region).getByRole('combobox', { name: 'Society' })).toHaveValue('1');
  });

  it('keeps the draft when the call fails, with the destructive toast', async () => {
    server.use(
      http.post('/api/posts', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    // A concern, with every optional field filled in: nothing of it may be lost.
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Society' }),
      'Vasundhara Heights - Mumbai',
    );
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Category' }), 'Water');
    await user.type(within(region).getByRole('textbox', { name: 'Place (optional)' }), 'Tower B');
    await user.click(box);
    await user.paste('This must not be lost');
    await user.click(postButton(region));

    await expectToast('Error', 'Failed to create post');
    expect(box).toHaveValue('This must not be lost');
    expect(within(region).getByRole('combobox', { name: 'Society' })).toHaveValue('2');
    expect(within(region).getByRole('combobox', { name: 'Category' })).toHaveValue('water');
    expect(within(region).getByRole('textbox', { name: 'Place (optional)' })).toHaveValue(
      'Tower B',
    );
    expect(postButton(region)).toHaveTextContent('Post');
    expect(postButton(region)).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(`draft:post:${SEED.demoUserId}:feed`)!)).toEqual({
      content: 'This must not be lost',
      scope: 'society',
      societyId: 2,
      kind: 'concern',
      category: 'water',
      place: 'Tower B',
    });
    expect(postRecord('This must not be lost')).toBeNull();
  });

  it("reads 'Posting...' and is disabled while the call runs", async () => {
    let release: () => void = () => {};
    server.use(
      http.post('/api/posts', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const { user, box, region } = await openFeedComposer();
    await user.click(box);
    await user.paste('Slow network today');
    await user.click(postButton(region));
    const pending = await within(region).findByRole('button', { name: 'Posting...' });
    expect(pending).toBeDisabled();
    release();
    await expectToast('Error', 'Failed to create post');
  });
});
