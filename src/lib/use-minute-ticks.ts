import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
/** How often the clock looks: a label is at most this late on turning to the next minute. */
const LOOK_EVERY_MS = 15_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
const currentMinute = () => Math.floor(Date.now() / MINUTE);
let lastTold = currentMinute();

function look() {
  const now = currentMinute();
  if (now === lastTold) return;
  lastTold = now;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) timer = setInterval(look, LOOK_EVERY_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * For labels that count from now ("5 minutes ago", "Open for an hour"): the component renders
 * again when the minute turns, and only then. It returns the minute's number, for a memo's
 * dependencies; the label itself reads the time as usual (this minute's start would be up to a
 * minute early, and a post of a few seconds ago would read "in a few seconds"). One timer for the
 * whole page, while anything uses it.
 */
export function useMinuteTicks(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}
