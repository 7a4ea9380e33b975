import { ATTACHMENT_MAX_BYTES } from '../../src/api/limits';
import { dataUrlBytes } from '../data-url';
import { db, nextId } from '../db';
import { HttpError, route } from '../http';
import { toAttachment } from '../serialize';

export const uploadHandlers = {
  uploadAttachment: route(
    'uploadAttachment',
    'post',
    '/api/uploads',
    async ({ body, requireSelf }) => {
      const input = await body('UploadBody');
      requireSelf(input.uploaderId);
      if (!input.dataUrl.startsWith(`data:${input.mimeType};`)) {
        throw new HttpError(400, 'File content does not match its type');
      }
      const size = dataUrlBytes(input.dataUrl);
      if (size > ATTACHMENT_MAX_BYTES) throw new HttpError(413, 'File is too large (2 MB at most)');
      const attachment = db.attachment.create({
        id: nextId('attachment'),
        name: input.name.trim(),
        mimeType: input.mimeType,
        size,
        kind: input.mimeType.startsWith('image/') ? 'image' : 'document',
        // The mock keeps the file as its data URL; a real backend returns a storage URL here.
        url: input.dataUrl,
        uploaderId: input.uploaderId,
        createdAt: new Date().toISOString(),
      });
      return toAttachment(attachment);
    },
    { status: 201 },
  ),
};
