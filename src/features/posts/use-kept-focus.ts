import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type FocusEvent, type Key } from 'react';

/**
 * Keeps the card that holds keyboard focus mounted when it scrolls out of the virtualizer's range:
 * unmounting it would drop focus to the page (the next Tab would start again from the top), and
 * close a dialog the card opened (a report, a share). Such a dialog renders in a portal, outside
 * the list's DOM but inside its React tree, whose focus events still reach the list: focus moving
 * into it keeps the card. Kept by the item's key, so a post added above it cannot pass the hold
 * to another card. Spread `onFocus`/`onBlur` on the list; items carry `data-index`.
 *
 * The held key is a ref, not state: the virtualizer reads it each time it computes its range (a
 * scroll), and a focus change, which every tap on a card's button brings, renders nothing. A card
 * let go stays mounted until the next range is computed.
 */
export function useKeptFocus(keyOf: (index: number) => Key, indexOf: (key: Key) => number) {
  const focusedKey = useRef<Key | null>(null);
  const release = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(release.current), []);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedKey.current === null ? -1 : indexOf(focusedKey.current);
      if (focused < 0 || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [indexOf],
  );
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      clearTimeout(release.current);
      // Focus in a card's dialog has no item around it: the card that opened it stays kept.
      const item = (event.target as HTMLElement).closest('[data-index]');
      if (item) focusedKey.current = keyOf(Number(item.getAttribute('data-index')));
    },
    [keyOf],
  );
  // Focus moving to another card or into a card's dialog comes back through onFocus in the same
  // turn: the hold lets go only when none follows.
  const onBlur = useCallback(() => {
    clearTimeout(release.current);
    release.current = setTimeout(() => {
      focusedKey.current = null;
    });
  }, []);
  return { rangeExtractor, onFocus, onBlur };
}
