import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint, whenIdle } from './after-paint';

/** The longest what waits for the screen's data waits (a slow or failing call). */
const DATA_WAIT_MS = 2000;

/**
 * True from the frame after the screen's first data has painted: once `ready` (the screen is
 * rendered) and a frame has painted, no query is fetching, still none a frame later; or at the
 * latest DATA_WAIT_MS after `ready`. It stays true. What the first screen does not show (the right
 * column, the composer's fields, the story viewer) waits for it, so its code is not fetched in
 * front of the screen's own. It listens to the query cache only until then: later fetches render
 * nothing.
 */
export function useDataPainted(ready = true): boolean {
  const queryClient = useQueryClient();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let over = false;
    const finish = () => {
      if (over) return;
      over = true;
      // Never urgent: it must not interrupt the screen's own rendering still under way (the
      // page's first feed renders its cards in a transition too).
      startTransition(() => setPainted(true));
    };
    const idle = () => queryClient.isFetching() === 0;
    let framePainted = false;
    const check = () => {
      if (framePainted && idle()) afterNextPaint(() => idle() && finish());
    };
    afterNextPaint(() => {
      framePainted = true;
      check();
    });
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const cap = setTimeout(finish, DATA_WAIT_MS);
    return () => {
      over = true;
      unsubscribe();
      clearTimeout(cap);
    };
  }, [ready, painted, queryClient]);
  return painted;
}

/**
 * Starts `preload` (code the screen does not show yet) when the browser is idle after the screen's
 * data has painted, behind what the screen shows. `preload` must be stable.
 */
export function usePreloadAfterData(preload: () => void): void {
  const painted = useDataPainted();
  useEffect(() => {
    if (painted) whenIdle(preload);
  }, [painted, preload]);
}
