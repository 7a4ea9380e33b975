// A table of labels that other code reads as plain strings (`CATEGORY_LABELS[value]`), each
// translated when it is read: in the language active at that render, never once at module load.
import { i18n, type MessageDescriptor } from '@lingui/core';

/** `descriptors` as strings in the current language, read afresh at every access. */
export function translatedLabels<K extends string>(
  descriptors: Record<K, MessageDescriptor>,
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(descriptors) as K[])
    Object.defineProperty(labels, key, { enumerable: true, get: () => i18n._(descriptors[key]) });
  return labels;
}
