import type { Id } from '../../api/types';
import { draftKey } from '../../lib/drafts';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

// An unsent comment survives a failed call and a reload, one draft per resident and post (a
// shared phone's next resident does not find it).
export const commentDraftKey = (authorId: Id, postId: Id) => draftKey('comment', authorId, postId);

/** The saved draft, or '' when there is none or it cannot be read (a corrupted value is dropped). */
export function readCommentDraft(authorId: Id, postId: Id): string {
  const raw = readStorage(commentDraftKey(authorId, postId));
  if (raw === null) return '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'content' in parsed &&
      typeof parsed.content === 'string'
    ) {
      return parsed.content;
    }
  } catch {
    // Not JSON: treated as no draft.
  }
  removeStorage(commentDraftKey(authorId, postId));
  return '';
}

export function writeCommentDraft(authorId: Id, postId: Id, content: string): void {
  const key = commentDraftKey(authorId, postId);
  if (content.trim() === '') removeStorage(key);
  else writeStorage(key, JSON.stringify({ content }));
}
