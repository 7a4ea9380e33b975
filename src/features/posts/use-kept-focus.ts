import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback, useState, type FocusEvent } from 'react';

/**
 * Keeps the card that holds keyboard focus mounted when it scrolls out of the virtualizer's range:
 * unmounting it would drop focus to the page, and the next Tab would start again from the top.
 * Spread `onFocus`/`onBlur` on the list; items carry `data-index`.
 */
export function useKeptFocus() {
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === null || focusedIndex >= range.count || indexes.includes(focusedIndex))
        return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest('[data-index]');
    if (item) setFocusedIndex(Number(item.getAttribute('data-index')));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null);
  }, []);
  return { rangeExtractor, onFocus, onBlur };
}
