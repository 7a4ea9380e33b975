// Hashtags and mentions are # or @ followed by word characters (docs/product.md#validation-rules).
// A word character is a letter, combining mark or digit of any script, or an underscore: residents
// write Hindi and Marathi as well as English, and `\w` (ASCII only) found no tag at all in
// "#पानी". The marks keep a word's vowel signs (ा, ी), virama (्) and nukta (़) inside it.
// Links only http(s): anything else (javascript:, data:) stays plain text.
const TOKEN = /(#[\p{L}\p{M}\p{N}_]+|@[\p{L}\p{M}\p{N}_]+|https?:\/\/[^\s<>"']+)/gu;
const WORD_AT_END = /[\p{L}\p{M}\p{N}_]$/u;
export const BUILDER_WIDE_TAG = 'BuilderWide';

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The tags a post's text links (the same ones splitPostText makes links of), each once. */
export function extractHashtags(text: string): string[] {
  return unique(splitPostText(text).flatMap((part) => (part.kind === 'hashtag' ? [part.tag] : [])));
}

/** The usernames a post's text links, each once (an e-mail address is no mention). */
export function extractMentions(text: string): string[] {
  return unique(
    splitPostText(text).flatMap((part) => (part.kind === 'mention' ? [part.username] : [])),
  );
}

/**
 * What two spellings of a tag are compared by: case-insensitive, and the same whichever way the
 * keyboard composed its letters (फ़ as one code point or as फ plus the nukta).
 */
export const tagKey = (tag: string) => tag.normalize('NFC').toLowerCase();

/**
 * A post counts as builder-wide if the flag is set or its text carries #BuilderWide
 * (docs/product.md#builder-wide-posts).
 */
export function isBuilderWidePost(post: {
  isBuilderWide?: boolean | null;
  content: string;
}): boolean {
  return (
    Boolean(post.isBuilderWide) ||
    extractHashtags(post.content).some((tag) => tagKey(tag) === tagKey(BUILDER_WIDE_TAG))
  );
}

export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'link'; text: string; href: string };

/** Splits user text into parts a component renders as text and elements, never as HTML. */
export function splitPostText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const start = match.index ?? 0;
    // `a@b` in an email address is not a mention, nor `a#b` a tag: a token must not follow a word
    // character. Two code units before it hold the whole of a character outside the BMP.
    if (WORD_AT_END.test(text.slice(Math.max(0, start - 2), start))) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    if (token.startsWith('#')) parts.push({ kind: 'hashtag', text: token, tag: token.slice(1) });
    else if (token.startsWith('@'))
      parts.push({ kind: 'mention', text: token, username: token.slice(1) });
    else parts.push({ kind: 'link', text: token, href: token });
    last = start + token.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Commas between every two digits, ending three digits from the right: "12,34,567". */
const INDIAN_GROUPS = /\B(?=(?:\d{2})*\d{3}$)/g;

/**
 * A count in Indian digit grouping ("1,00,000"), as `Intl.NumberFormat('en-IN')` writes a whole
 * number. Written out because the page's first Intl formatter loads ICU's locale data on the main
 * thread, inside the landing's first render, its counters
 * (docs/performance.md#counts-without-intl).
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat('en-IN').format(value);
  const digits = String(Math.abs(value)).replace(INDIAN_GROUPS, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** "1 post", "2 posts", "1,00,000 members": a count with its unit, in Indian digit grouping. */
export function countText(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/**
 * Cuts text to `max` characters with an ellipsis (notification previews cut at 50:
 * docs/product.md#notifications).
 */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

export function initials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}
