import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { ATTACHMENT_MAX_BYTES } from '../../api/limits';
import { bodiesOf, recordRequests } from '../../testing/record-requests';
import { expectToast, openFeedComposer, postButton } from './composer-test-utils';

const png = () =>
  new File([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', {
    type: 'image/png',
  });
const pdf = () => new File(['%PDF-1.4 minutes'], 'minutes.pdf', { type: 'application/pdf' });

describe('composer attachments', { timeout: 60_000 }, () => {
  it('uploads each file first, then posts their ids; the new post shows the photo', async () => {
    const uploads = recordRequests({ method: 'POST', path: '/api/uploads' });
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer();
    await user.upload(within(region).getByLabelText('Attach photos'), png());
    await user.upload(within(region).getByLabelText('Attach documents'), pdf());
    // Each file is read on its own: the list can show the first before the second arrives.
    const list = await within(region).findByRole('list', { name: 'Attachments' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual([expect.stringContaining('photo.png'), expect.stringContaining('minutes.pdf')]),
    );
    const chips = within(list).getAllByRole('listitem');
    // The photo chip previews the image.
    expect(chips[0].querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );

    await user.click(box);
    await user.paste('Seepage in B wing, photo and minutes attached');
    await user.click(postButton(region));
    await expectToast('Success', 'Post created successfully');

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(bodiesOf(uploads)).toEqual([
      {
        name: 'photo.png',
        mimeType: 'image/png',
        dataUrl: expect.stringMatching(/^data:image\/png;base64,/),
        uploaderId: SEED.demoUserId,
      },
      {
        name: 'minutes.pdf',
        mimeType: 'application/pdf',
        dataUrl: expect.stringMatching(/^data:application\/pdf;base64,/),
        uploaderId: SEED.demoUserId,
      },
    ]);
    const stored = db.attachment.findMany({ where: { uploaderId: { equals: SEED.demoUserId } } });
    const ids = ['photo.png', 'minutes.pdf'].map(
      (name) => stored.find((item) => item.name === name)!.id,
    );
    expect(posts[0].body).toMatchObject({ attachmentIds: ids });
    expect(
      db.post.findFirst({
        where: { content: { equals: 'Seepage in B wing, photo and minutes attached' } },
      }),
    ).toMatchObject({ attachmentIds: ids });
    expect(within(region).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    // The preview on the new post in the feed.
    expect(
      await within(screen.getByRole('feed')).findByRole(
        'img',
        { name: 'photo.png' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
  });

  // Issue 36: every form filled completely. The composer's every part at once: another society, a
  // photo and a document, tags and a mention (the other tests fill them one or two at a time).
  it('sends every part when all are filled in', async () => {
    const uploads = recordRequests({ method: 'POST', path: '/api/uploads' });
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer();
    const heights = db.society.getAll().find((society) => society.name === 'Vasundhara Heights')!;
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Society' }),
      'Vasundhara Heights - Mumbai',
    );
    await user.upload(within(region).getByLabelText('Attach photos'), png());
    await user.upload(within(region).getByLabelText('Attach documents'), pdf());
    const list = await within(region).findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(box);
    await user.paste('Joint meeting on #Parking and #Security with @priya_sharma tonight');
    await user.click(postButton(region));
    await expectToast('Success', 'Post created successfully');

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(uploads).toHaveLength(2);
    const stored = db.attachment.findMany({ where: { uploaderId: { equals: SEED.demoUserId } } });
    const ids = ['photo.png', 'minutes.pdf'].map(
      (name) => stored.find((item) => item.name === name)!.id,
    );
    const content = 'Joint meeting on #Parking and #Security with @priya_sharma tonight';
    expect(posts[0].body).toStrictEqual({
      content,
      authorId: SEED.demoUserId,
      hashtags: ['Parking', 'Security'],
      mentions: ['priya_sharma'],
      isBuilderWide: false,
      societyId: heights.id,
      attachmentIds: ids,
    });
    expect(db.post.findFirst({ where: { content: { equals: content } } })).toMatchObject({
      authorId: SEED.demoUserId,
      societyId: heights.id,
      isBuilderWide: false,
      hashtags: ['Parking', 'Security'],
      attachmentIds: ids,
    });
  });

  it('refuses files over 2 MB with a clear message, and removes a chip', async () => {
    const { user, region } = await openFeedComposer();
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await user.upload(within(region).getByLabelText('Attach documents'), big);
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'big.pdf was not added: files can be 2 MB at most.',
    );
    expect(within(region).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();

    await user.upload(within(region).getByLabelText('Attach photos'), png());
    const list = await within(region).findByRole('list', { name: 'Attachments' });
    await user.click(within(list).getByRole('button', { name: 'Remove photo.png' }));
    expect(within(region).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });
});
