import { POST_MAX_LENGTH } from '../../api/limits';
import type { CreatePostBody } from '../../api/posts';
import type { Id } from '../../api/types';
import { draftId, draftKey, draftText, isRecord, readDraft } from '../../lib/drafts';
import { extractHashtags, extractMentions } from '../../lib/text';
import { CONCERN_CATEGORIES, PLACE_MAX_LENGTH, type ConcernCategory } from '../../lib/concerns';

export type PostScope = 'society' | 'builder-wide';
/** A concern (it needs a category) or an update, as posts were before (docs/product.md#concerns). */
export type PostKind = 'concern' | 'update';

/** What the composer form holds (select values are strings). */
export interface ComposerValues {
  content: string;
  scope: PostScope;
  /** The chosen society's id, '' for none. */
  societyId: string;
  kind: PostKind;
  /** A concern's category, '' until chosen. */
  category: ConcernCategory | '';
  /** A concern's tower or block, free text. */
  place: string;
}

/** Where a composer sits: each place keeps its own draft. */
export type ComposerPlace = 'feed' | 'dialog';

export const EMPTY_VALUES: ComposerValues = {
  content: '',
  scope: 'society',
  societyId: '',
  kind: 'concern',
  category: '',
  place: '',
};

const isCategory = (value: unknown): value is ConcernCategory =>
  (CONCERN_CATEGORIES as readonly unknown[]).includes(value);

export const postDraftKey = (userId: Id, place: ComposerPlace) => draftKey('post', userId, place);

// Room for a draft a little over the limit (the counter shows it), not for an endless value.
const STORED_CONTENT_MAX = POST_MAX_LENGTH * 4;

function parsePostDraft(value: unknown): ComposerValues | null {
  if (!isRecord(value)) return null;
  const content = draftText(value.content, STORED_CONTENT_MAX);
  if (!content.trim()) return null;
  const scope: PostScope = value.scope === 'builder-wide' ? 'builder-wide' : 'society';
  const societyId = scope === 'society' ? draftId(value.societyId) : null;
  return {
    content,
    scope,
    societyId: societyId === null ? '' : String(societyId),
    // A draft saved before posts had kinds was an update.
    kind: value.kind === 'concern' ? 'concern' : 'update',
    category: isCategory(value.category) ? value.category : '',
    place: draftText(value.place, PLACE_MAX_LENGTH * 4),
  };
}

/** The saved draft of this user and place, or the empty form. */
export function readPostDraft(userId: Id, place: ComposerPlace): ComposerValues {
  return readDraft(postDraftKey(userId, place), parsePostDraft) ?? EMPTY_VALUES;
}

/** What is stored: the text, the scope and the society as a number (null for none). */
export function toStoredDraft(values: ComposerValues) {
  return {
    content: values.content,
    scope: values.scope,
    societyId: values.societyId ? Number(values.societyId) : null,
    kind: values.kind,
    category: values.category || null,
    place: values.place,
  };
}

/** The POST /api/posts body (without the attachment ids, which come from the uploads). */
export function toPostBody(
  values: ComposerValues,
  authorId: Id,
): Omit<CreatePostBody, 'attachmentIds'> {
  const content = values.content.trim();
  const builderWide = values.scope === 'builder-wide';
  return {
    content,
    authorId,
    hashtags: extractHashtags(content),
    mentions: extractMentions(content),
    isBuilderWide: builderWide,
    societyId: builderWide || !values.societyId ? null : Number(values.societyId),
    ...(values.kind === 'concern' && {
      concern: { category: values.category as ConcernCategory, place: values.place.trim() || null },
    }),
  };
}
