import { useEffect, useRef, useState } from 'react';

/** How long a story shows before the viewer moves on. */
export const STORY_DURATION_MS = 5000;
/**
 * The count's step. Each step renders the progress bar, so few of them: the bar's fill slides
 * from one step to the next on the compositor (story-progress.tsx), a step as long as its slide.
 */
export const TICK_MS = 200;

/** Whether the resident asked for less motion; then stories never move on by themselves. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The progress (0 to 1) of the story on screen while `running`; calls `onDone` once it is full.
 * Time is read from the clock, not counted in ticks: a pause keeps the part of a step already
 * played, so pausing often (a hold on the story, Pause and Play) does not lengthen the story or
 * hold it still. Remount (key) per story.
 */
export function useStoryTimer({
  running,
  onDone,
  duration = STORY_DURATION_MS,
}: {
  running: boolean;
  onDone: () => void;
  duration?: number;
}): number {
  const [elapsed, setElapsed] = useState(0);
  // What was played before the current run, read when a run starts.
  const playedRef = useRef(0);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const done = elapsed >= duration;
  useEffect(() => {
    if (!running || done) return;
    const before = playedRef.current;
    const startedAt = performance.now();
    const count = () => {
      playedRef.current = before + performance.now() - startedAt;
      setElapsed(playedRef.current);
    };
    const timer = setInterval(count, TICK_MS);
    return () => {
      clearInterval(timer);
      count();
    };
  }, [running, done]);

  useEffect(() => {
    if (done && running) onDoneRef.current();
  }, [done, running]);

  return Math.min(1, elapsed / duration);
}
