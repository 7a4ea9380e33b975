/**
 * Runs `work` once the browser has painted the next frame. A toggle's click sets the pressed state
 * and returns: its call to the server (the request, the cache's optimistic copy, the feed around
 * the card) waits here, so a slow phone paints the press first instead of after all of that.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
