import type { Id } from '../../api/types';
import { DRAFT_KEY_PREFIX } from '../../lib/storage-keys';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

// DECISIONS §6: an unsent comment survives a failed call and a reload, one draft per post.
export const commentDraftKey = (postId: Id) => `${DRAFT_KEY_PREFIX}comment:${postId}`;

/** The saved draft, or '' when there is none or it cannot be read (a corrupted value is dropped). */
export function readCommentDraft(postId: Id): string {
  const raw = readStorage(commentDraftKey(postId));
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
  removeStorage(commentDraftKey(postId));
  return '';
}

export function writeCommentDraft(postId: Id, content: string): void {
  if (content.trim() === '') removeStorage(commentDraftKey(postId));
  else writeStorage(commentDraftKey(postId), JSON.stringify({ content }));
}
