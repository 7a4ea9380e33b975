import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from '../lib/text';

/**
 * What a text's limit leaves, in words: "1 character left", "12 characters left", "1,500
 * characters over the limit" (digits grouped as in every count). In the language of the moment: a
 * component showing it re-renders on a switch through useLingui().
 */
export function remainingText(remaining: number): string {
  if (remaining < 0) {
    const over = -remaining;
    const shownOver = formatCount(over);
    return i18n._(
      msg`${plural(over, { one: `${shownOver} character over the limit`, other: `${shownOver} characters over the limit` })}`,
    );
  }
  const shown = formatCount(remaining);
  return i18n._(
    msg`${plural(remaining, { one: `${shown} character left`, other: `${shown} characters left` })}`,
  );
}
