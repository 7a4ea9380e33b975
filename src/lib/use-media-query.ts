import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. Where the browser cannot tell (no
 * matchMedia, as in jsdom) the answer is `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window === 'undefined' || !window.matchMedia
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => fallback);
}
