import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadBody } from '../../api/uploads';
import type { AttachmentKind } from '../../api/types';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES } from '../../api/limits';
import { readFileAsDataUrl } from '../../lib/files';

/** A file chosen in the composer, read and ready to upload. */
export interface LocalAttachment {
  /** Name, size and date: the same file chosen twice is one attachment. */
  key: string;
  name: string;
  size: number;
  mimeType: MimeType;
  kind: AttachmentKind;
  dataUrl: string;
}

/**
 * Which button a file came from: Photos and Docs accept different types (docs/product.md#composer).
 */
export type AttachmentPicker = 'photos' | 'docs';

const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a MIME type
  svg: 'image/svg+xml',
};
const ACCEPTED: Record<AttachmentPicker, string[]> = {
  photos: [...Object.values(IMAGE_TYPES), ...Object.values(DOCUMENT_TYPES).slice(0, 3)],
  docs: Object.values(DOCUMENT_TYPES),
};

type MimeType = UploadBody['mimeType'];
const SUPPORTED: readonly string[] = ATTACHMENT_MIME_TYPES;
const isSupported = (type: string | undefined): type is MimeType =>
  type !== undefined && SUPPORTED.includes(type);

// Browsers leave `type` empty for some documents (often .doc and .docx): the extension decides.
function mimeTypeOf(file: File): MimeType | null {
  if (isSupported(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const byName = DOCUMENT_TYPES[extension] ?? IMAGE_TYPES[extension];
  return isSupported(byName) ? byName : null;
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

// The messages are made when the files are picked, in the language of that moment.
function refusal(file: File, picker: AttachmentPicker): string | null {
  const { name } = file;
  const mimeType = mimeTypeOf(file);
  if (!mimeType || !ACCEPTED[picker].includes(mimeType)) {
    return picker === 'photos'
      ? i18n._(msg`${name} was not added: Photos takes images, PDF, DOC and DOCX files.`)
      : i18n._(msg`${name} was not added: Docs takes PDF, DOC, DOCX and TXT files.`);
  }
  if (file.size > ATTACHMENT_MAX_BYTES)
    return i18n._(msg`${name} was not added: files can be 2 MB at most.`);
  if (file.size === 0) return i18n._(msg`${name} was not added: the file is empty.`);
  return null;
}

/** Checks and reads the chosen files; the refused ones come back as messages for the resident. */
export async function prepareAttachments(
  files: File[],
  picker: AttachmentPicker,
  existing: LocalAttachment[],
): Promise<{ added: LocalAttachment[]; refused: string[] }> {
  const added: LocalAttachment[] = [];
  const refused: string[] = [];
  const known = new Set(existing.map((attachment) => attachment.key));
  for (const file of files) {
    const key = fileKey(file);
    if (known.has(key)) continue;
    const problem = refusal(file, picker);
    if (problem) {
      refused.push(problem);
      continue;
    }
    const mimeType = mimeTypeOf(file)!;
    try {
      const read = await readFileAsDataUrl(file);
      // The upload must name the same type as its data URL, whatever the browser guessed.
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a data URL
      const dataUrl = `data:${mimeType};base64,${read.slice(read.indexOf(',') + 1)}`;
      const kind: AttachmentKind = mimeType.startsWith('image/') ? 'image' : 'document';
      added.push({ key, name: file.name, size: file.size, mimeType, kind, dataUrl });
      known.add(key);
    } catch {
      const { name } = file;
      refused.push(i18n._(msg`${name} was not added: it could not be read.`));
    }
  }
  return { added, refused };
}
