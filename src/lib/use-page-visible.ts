import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * Whether the page is on screen: false while its tab is in the background or the phone shows
 * another app. What plays by the clock (a story) holds while it is false.
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}
