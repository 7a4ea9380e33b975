import { useCallback, useRef, useState } from 'react';

/** A hidden tab paints no frame: the work waits at most this long for one. */
const FRAME_WAIT_MS = 100;

/**
 * Runs `work` once the browser has painted the next frame. A toggle's click sets the pressed state
 * and returns: its call to the server (the request, the cache's optimistic copy, the feed around
 * the card) waits here, so a slow phone paints the press first instead of after all of that. In a
 * tab hidden meanwhile no frame comes, and the call goes after a short wait instead: a like the
 * card showed as done is not left unsent.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(runOnce, 0));
  setTimeout(runOnce, FRAME_WAIT_MS);
}

/**
 * A toggle button's press that paints before its call goes (Like, Repost, Save, Affects me too).
 * `start(on, send)` sets `wanted` in the click, so the card renders the asked-for state in the
 * next frame, and runs `send` once that frame has painted; `settle()`, once the call has settled,
 * clears it. A press while one is on its way is refused: two taps in one task both see the first
 * render's state, so a ref holds that gap closed.
 */
export function usePressBeforeCall() {
  const [wanted, setWanted] = useState<boolean | null>(null);
  const pendingRef = useRef(false);
  const start = useCallback((on: boolean, send: () => void) => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    setWanted(on);
    afterNextPaint(send);
  }, []);
  const settle = useCallback(() => {
    pendingRef.current = false;
    setWanted(null);
  }, []);
  return { wanted, pending: wanted !== null, start, settle };
}

/**
 * Runs `work` when the browser next has nothing to do (at the latest after 2 s), or after a short
 * wait where it cannot tell (Safari has no requestIdleCallback): for fetching code the screen does
 * not show yet, behind what it does.
 */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: 2000 });
  } else {
    setTimeout(work, 200);
  }
}
