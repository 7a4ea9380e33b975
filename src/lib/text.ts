// Hashtags and mentions are # or @ followed by word characters (SPEC §5).
const HASHTAG = /#(\w+)/g;
const MENTION = /@(\w+)/g;
export const BUILDER_WIDE_TAG = 'BuilderWide';

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function extractHashtags(text: string): string[] {
  return unique([...text.matchAll(HASHTAG)].map((match) => match[1]));
}

export function extractMentions(text: string): string[] {
  return unique([...text.matchAll(MENTION)].map((match) => match[1]));
}

/** A post counts as builder-wide if the flag is set or its text carries #BuilderWide (SPEC §3). */
export function isBuilderWidePost(post: {
  isBuilderWide?: boolean | null;
  content: string;
}): boolean {
  return (
    Boolean(post.isBuilderWide) ||
    extractHashtags(post.content).some(
      (tag) => tag.toLowerCase() === BUILDER_WIDE_TAG.toLowerCase(),
    )
  );
}

export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'link'; text: string; href: string };

// Links only http(s): anything else (javascript:, data:) stays plain text.
const TOKEN = /(#\w+|@\w+|https?:\/\/[^\s<>"']+)/g;

/** Splits user text into parts a component renders as text and elements, never as HTML. */
export function splitPostText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const start = match.index ?? 0;
    // `a@b` in an email address is not a mention: a token must start the text or follow a space.
    if (start > 0 && /\w/.test(text[start - 1])) continue;
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
 * number. Written out because the page's first Intl formatter loads ICU's locale data: 30-55 ms
 * on the main thread in Chromium, inside the landing's first render (its counters).
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

/** Cuts text to `max` characters with an ellipsis (notification previews cut at 50, SPEC §9). */
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
