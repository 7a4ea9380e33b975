import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width an element is laid out at, followed as it changes, so a chart draws at real pixels
 * (text stays its size at 360 px instead of shrinking with a scaled viewBox). `fallback` until
 * measured, and where there is no layout (jsdom, the prerender).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
