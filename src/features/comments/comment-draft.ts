import type { Id } from '../../api/types';
import { clearDraft, draftKey, isRecord, readDraft, writeDraft } from '../../lib/drafts';

// An unsent comment survives a failed call and a reload, one draft per resident and post (a
// shared phone's next resident does not find it).
export const commentDraftKey = (authorId: Id, postId: Id) => draftKey('comment', authorId, postId);

const contentOf = (value: unknown) =>
  isRecord(value) && typeof value.content === 'string' ? value.content : null;

/** The saved draft, or '' when there is none or it cannot be read (a corrupted value is dropped). */
export const readCommentDraft = (authorId: Id, postId: Id): string =>
  readDraft(commentDraftKey(authorId, postId), contentOf) ?? '';

export function writeCommentDraft(authorId: Id, postId: Id, content: string): void {
  const key = commentDraftKey(authorId, postId);
  if (content.trim() === '') clearDraft(key);
  else writeDraft(key, { content });
}
