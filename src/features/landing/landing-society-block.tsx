import { useEffect, useRef, useState } from 'react';
import { PartBoundary } from '../../components/part-boundary';
import { lazyDefault } from '../../lib/lazy-part';
import { loadLandingSocietyFigures } from '../societies';

const LandingSocietyFigures = lazyDefault(loadLandingSocietyFigures);

/** How far below the screen the block starts to load. */
const NEAR = '300px';
/** Where nothing tells when the block is near (no IntersectionObserver), it loads after this. */
const IDLE_FALLBACK_MS = 2_000;

/**
 * The builder-wide figures of the society records, after the first paint: their code and data are
 * fetched once the block comes near the screen, so the landing's first screen is what it was.
 * Shows nothing until then, or when the figures cannot be had.
 */
export function LandingSocietyBlock() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={anchor}>
      {near && (
        <PartBoundary silent>
          <LandingSocietyFigures />
        </PartBoundary>
      )}
    </div>
  );
}
