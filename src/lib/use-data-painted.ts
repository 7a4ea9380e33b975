import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/** The longest what waits for the screen's data waits (a slow or failing call). */
const DATA_WAIT_MS = 2000;

/**
 * True from the frame after the screen's first data has painted: the component has painted, no
 * query is fetching, and the next frame is on screen; or at the latest DATA_WAIT_MS after the
 * first paint. It stays true: a later refetch changes nothing. What the first screen does not show
 * (the right column, the composer's fields) waits for it, so its code is not fetched in front of
 * the screen's own.
 */
export function useDataPainted(): boolean {
  const fetching = useIsFetching();
  const [firstPainted, setFirstPainted] = useState(false);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    afterNextPaint(() => setFirstPainted(true));
    const timer = setTimeout(() => setPainted(true), DATA_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (firstPainted && fetching === 0 && !painted) afterNextPaint(() => setPainted(true));
  }, [firstPainted, fetching, painted]);
  return painted;
}
