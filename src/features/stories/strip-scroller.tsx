import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import styled from 'styled-components';
import { IconButton } from '../../components/icon-button';

const Wrap = styled.div`
  position: relative;
`;

// Positioned, so what its items place absolutely (a visually hidden label) is clipped with them
// instead of widening the page from the scroll container's parent.
export const StripList = styled.ul`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[1]}px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  > li {
    flex-shrink: 0;
    scroll-snap-align: start;
  }
`;

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 22px;
  ${({ $side }) => $side}: -4px;
  display: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.md} {
    display: inline-grid;
  }
`;

/**
 * A horizontal list (the stories strip, Explore's hashtag and group strips). Touch and trackpads
 * scroll it directly; for a mouse, arrow buttons appear on wider screens when there is more to
 * see. Keyboard users tab through the items (the browser scrolls each into view), so the arrows
 * stay out of the tab order. `className` styles the wrapper: its `> ul` and `> button` children.
 */
export function StripScroller({
  children,
  label,
  itemsName,
  className,
}: {
  children: ReactNode;
  /** The list's accessible name. */
  label?: string;
  /** What the arrows scroll, in the reader's language: "Scroll {itemsName} left"; stories if none. */
  itemsName?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const items = itemsName ?? t`stories`;
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((current) =>
      current.start === start && current.end === end ? current : { start, end },
    );
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.addEventListener('scroll', measure, { passive: true });
    // The observer's first report comes after the browser's own layout; measuring here instead
    // would force a layout in the middle of the feed's first render.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(list);
    else measure();
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Wrap className={className}>
      <StripList ref={listRef} aria-label={label}>
        {children}
      </StripList>
      {!edges.start && (
        <Arrow
          $side="left"
          size={32}
          tabIndex={-1}
          label={t`Scroll ${items} left`}
          icon={<FiChevronLeft aria-hidden />}
          onClick={() => scrollBy(-1)}
        />
      )}
      {!edges.end && (
        <Arrow
          $side="right"
          size={32}
          tabIndex={-1}
          label={t`Scroll ${items} right`}
          icon={<FiChevronRight aria-hidden />}
          onClick={() => scrollBy(1)}
        />
      )}
    </Wrap>
  );
}
