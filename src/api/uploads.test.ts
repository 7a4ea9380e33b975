import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import { itSendsExactly } from './openapi/wire';
import { uploadAttachment } from './uploads';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('upload requests', () => {
  itSendsExactly([
    {
      name: 'uploadAttachment',
      call: () =>
        uploadAttachment({ name: 'a.png', mimeType: 'image/png', dataUrl: PIXEL, uploaderId: 1 }),
      method: 'POST',
      url: '/api/uploads',
      body: { name: 'a.png', mimeType: 'image/png', dataUrl: PIXEL, uploaderId: 1 },
    },
  ]);

  it('stores an image with the mock backend', async () => {
    await loginAs(SEED.demoUserId);
    const attachment = await uploadAttachment({
      name: 'leak.png',
      mimeType: 'image/png',
      dataUrl: PIXEL,
      uploaderId: SEED.demoUserId,
    });
    expect(attachment).toMatchObject({ name: 'leak.png', kind: 'image', size: 68, url: PIXEL });
  });
});
