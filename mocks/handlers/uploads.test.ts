import { describe, expect, it } from 'vitest';
import { createPost } from '../../src/api/posts';
import { createdPost } from '../../src/testing/created-post';
import { uploadAttachment, type UploadBody } from '../../src/api/uploads';
import { ATTACHMENT_MAX_BYTES } from '../../src/api/limits';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { dataUrlBytes } from '../data-url';
import { expectRejected, postRecord, respond, send } from './test-utils';

const me = SEED.demoUserId;
// A 1x1 transparent PNG.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const upload = (overrides: Partial<UploadBody> = {}): UploadBody => ({
  name: '  lift-notice.png  ',
  mimeType: 'image/png',
  dataUrl: PIXEL,
  uploaderId: me,
  ...overrides,
});

/** A base64 data URL that decodes to exactly `bytes` bytes. */
function dataUrlOf(bytes: number, mimeType = 'application/pdf'): string {
  const length = Math.ceil(bytes / 3) * 4;
  const padding = (3 - (bytes % 3)) % 3;
  return `data:${mimeType};base64,${'A'.repeat(length - padding)}${'='.repeat(padding)}`;
}

describe('uploadAttachment', () => {
  it('stores an image (201) and gives back the attachment', async () => {
    await loginAs(me);
    const response = await respond('POST', '/api/uploads', upload());
    expect(response.status).toBe(201);
    const attachment = response.body as { id: number };
    expect(attachment).toMatchObject({
      name: 'lift-notice.png',
      mimeType: 'image/png',
      kind: 'image',
      size: dataUrlBytes(PIXEL),
      url: PIXEL,
    });
    expect(db.attachment.findFirst({ where: { id: { equals: attachment.id } } })).toMatchObject({
      uploaderId: me,
    });
  });

  it('stores a document of exactly 2 MB', async () => {
    await loginAs(me);
    const dataUrl = dataUrlOf(ATTACHMENT_MAX_BYTES);
    const attachment = await uploadAttachment(
      upload({ name: 'minutes.pdf', mimeType: 'application/pdf', dataUrl }),
    );
    expect(attachment).toMatchObject({ kind: 'document', size: ATTACHMENT_MAX_BYTES });
  });

  it('refuses a file over 2 MB with 413', async () => {
    await loginAs(me);
    await expectRejected(
      () =>
        uploadAttachment(
          upload({ mimeType: 'application/pdf', dataUrl: dataUrlOf(ATTACHMENT_MAX_BYTES + 1) }),
        ),
      413,
      'File is too large (2 MB at most)',
    );
  });

  it.each([
    [
      'content that is not a data URL',
      { dataUrl: 'https://example.in/x.png' },
      'File content must be a base64 data URL',
    ],
    [
      'content of another type',
      { dataUrl: dataUrlOf(10, 'application/pdf') },
      'File content does not match its type',
    ],
    [
      'an unsupported type',
      { mimeType: 'application/zip', dataUrl: dataUrlOf(10, 'application/zip') },
      'This file type is not supported',
    ],
    ['a blank name', { name: ' ' }, 'File name is required'],
    ['an uploader id as a string', { uploaderId: '1' }, /^uploaderId must be a `number` type/],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    await loginAs(me);
    await expectRejected(
      () => send('POST', '/api/uploads', { ...upload(), ...overrides }),
      400,
      message,
    );
  });

  it('refuses 401 signed out and 403 for another uploader', async () => {
    await expectRejected(() => uploadAttachment(upload()), 401, 'Please log in to continue');
    await loginAs(me);
    await expectRejected(
      () => uploadAttachment(upload({ uploaderId: SEED.neighbourId })),
      403,
      'You can only do this for your own account',
    );
  });
});

describe('attachments on a post', () => {
  it("attach your own upload: the post carries it, an image becomes the post's image", async () => {
    await loginAs(me);
    const image = await uploadAttachment(upload());
    const post = await createdPost({
      content: 'Notice on the lift',
      authorId: me,
      attachmentIds: [image.id],
    });
    expect(post.attachments).toEqual([image]);
    expect(post.imageUrl).toBe(image.url);
    expect(postRecord(post.id).attachmentIds).toEqual([image.id]);
  });

  it("refuses someone else's upload with 403 and an unknown one with 400", async () => {
    await loginAs(SEED.neighbourId);
    const theirs = await uploadAttachment(upload({ uploaderId: SEED.neighbourId }));
    await loginAs(me);
    await expectRejected(
      () => createPost({ content: 'Look', authorId: me, attachmentIds: [theirs.id] }),
      403,
      'You can only attach your own uploads',
    );
    await expectRejected(
      () => createPost({ content: 'Look', authorId: me, attachmentIds: [9999] }),
      400,
      'Attachment 9999 not found',
    );
  });
});
