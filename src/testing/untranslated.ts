// What a screen still shows in English once Hindi is on: the Hindi pass of the story tests
// (.storybook/hindi.ts) and the unit tests look for the catalogues' own English texts, word for
// word, in the page. User content is in no catalogue, so it is never taken for a forgotten text.
import type { Messages } from '@lingui/core';

/** A compiled message without placeholders, as its text; null for one put together at run time. */
function staticText(message: Messages[string] | undefined): string | null {
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((part) => typeof part === 'string')) {
    return message.join('');
  }
  return null;
}

/**
 * The English texts that Hindi says otherwise: the static messages of `english` whose Hindi entry
 * differs. A text Hindi keeps as it is (a name, "OK") is no sign of a forgotten translation.
 */
export function textsHindiChanges(english: Messages, hindi: Messages): Set<string> {
  const texts = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    const text = staticText(message)?.trim();
    if (!text || !/[A-Za-z]/.test(text)) continue;
    if (staticText(hindi[id])?.trim() !== text) texts.add(text);
  }
  return texts;
}

const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const;

/**
 * Marked as English (`lang="en…"`) inside the page: a toast raised before the switch, a story's own
 * frame. The page's own `<html lang>` is not such a mark: it follows the switch a moment later.
 */
function markedEnglish(element: Element | null): boolean {
  const marked = element?.closest('[lang]');
  if (!marked || marked === marked.ownerDocument.documentElement) return false;
  return marked.getAttribute('lang')?.startsWith('en') ?? false;
}

/** User content and names, which are never translated (`translate="no"`). */
const keptAsWritten = (element: Element) => element.closest('[translate="no"]') !== null;

/** An element's own text: its text nodes joined ("#" and "Cleanliness" are one "#Cleanliness"). */
const ownText = (element: Element) =>
  [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim();

/**
 * The texts under `root` (each element's own text, and the attributes a screen reader or a hover
 * reads) that are one of `english` word for word, each once, in document order; not those marked
 * as English or kept as written.
 */
export function untranslatedIn(root: Element, english: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (markedEnglish(element) || keptAsWritten(element)) continue;
    const text = ownText(element);
    if (english.has(text)) found.add(text);
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value && english.has(value)) found.add(`${name}="${value}"`);
    }
  }
  return [...found];
}
