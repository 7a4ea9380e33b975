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
  svg: 'image/svg+xml',
};
const ACCEPTED: Record<AttachmentPicker, { types: string[]; names: string }> = {
  photos: {
    types: [...Object.values(IMAGE_TYPES), ...Object.values(DOCUMENT_TYPES).slice(0, 3)],
    names: 'images, PDF, DOC and DOCX files',
  },
  docs: { types: Object.values(DOCUMENT_TYPES), names: 'PDF, DOC, DOCX and TXT files' },
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

function refusal(file: File, picker: AttachmentPicker): string | null {
  const mimeType = mimeTypeOf(file);
  if (!mimeType || !ACCEPTED[picker].types.includes(mimeType)) {
    const button = picker === 'photos' ? 'Photos' : 'Docs';
    return `${file.name} was not added: ${button} takes ${ACCEPTED[picker].names}.`;
  }
  if (file.size > ATTACHMENT_MAX_BYTES)
    return `${file.name} was not added: files can be 2 MB at most.`;
  if (file.size === 0) return `${file.name} was not added: the file is empty.`;
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
      const dataUrl = `data:${mimeType};base64,${read.slice(read.indexOf(',') + 1)}`;
      const kind: AttachmentKind = mimeType.startsWith('image/') ? 'image' : 'document';
      added.push({ key, name: file.name, size: file.size, mimeType, kind, dataUrl });
      known.add(key);
    } catch {
      refused.push(`${file.name} was not added: it could not be read.`);
    }
  }
  return { added, refused };
}
