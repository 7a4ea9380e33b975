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
