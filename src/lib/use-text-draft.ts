import { useEffect, useState } from 'react';
import { clearDraft, draftText, readDraft, writeDraft } from './drafts';

/**
 * A text box's unsent text, kept under `key` on every change: it outlives a failed call, a reload
 * and an ended session (docs/product.md#drafts); blank text is not kept. `max` bounds what is read
 * back: room for a draft over the limit (the counter shows it), not for an endless value.
 */
export function useTextDraft(key: string, max: number) {
  const [text, setText] = useState(() => readDraft(key, (value) => readText(value, max)) ?? '');
  useEffect(() => {
    if (text.trim()) writeDraft(key, text);
    else clearDraft(key);
  }, [key, text]);
  return [text, setText] as const;
}

function readText(value: unknown, max: number): string | null {
  const text = draftText(value, max);
  return text.trim() ? text : null;
}

/** Whether unsent text is kept under `key`. */
export const hasTextDraft = (key: string) =>
  readDraft(key, (value) => readText(value, Number.MAX_SAFE_INTEGER)) !== null;
