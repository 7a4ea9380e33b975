import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type Key,
  type RefCallback,
} from 'react';
import { Trans } from '@lingui/react/macro';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PostCard, type PostCardProps } from './post-card';
import { PostCardSkeleton, QuietFeedSkeleton } from './post-card-skeleton';
import { useKeptFocus } from './use-kept-focus';

const ESTIMATED_CARD_HEIGHT = 260;
const GAP = 16;
/** Cards kept mounted beyond each edge of the viewport once the feed has settled. */
const OVERSCAN = 4;

// The window's scroll offset as of its last scroll event. The virtualizer's default reads
// window.scrollY while the feed first renders, which makes the browser lay out the half-built page
// in the middle of that render; this value is already known. A restored or reset scroll position
// fires a scroll event, which the virtualizer follows as usual.
let lastScrollY = typeof window === 'undefined' ? 0 : window.scrollY;
// The window's size, kept the same way: the virtualizer starts from a 0 x 0 viewport and reads
// the real one only after its first commit, so that render mounted no cards, and the cards in
// view were then mounted in one synchronous render inside the commit instead of in the feed's
// transition.
let lastViewport =
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
if (typeof window !== 'undefined') {
  window.addEventListener('scroll', () => (lastScrollY = window.scrollY), { passive: true });
  window.addEventListener(
    'resize',
    () => (lastViewport = { width: window.innerWidth, height: window.innerHeight }),
    { passive: true },
  );
}

// Where each feed was scrolled to when the resident left it, by its history entry. Coming back
// (Back, Forward), the virtualizer starts from there rather than from the last offset a scroll
// event gave (the top of the page left): it scrolls the window to its own offset when its effects
// run again, which React's StrictMode does on mount (`npm start`), and that came after the
// router's restored position and put the resident back at the top of the feed.
const leftAt = new Map<string, number>();

// Heights measured once are kept across visits, so coming back to a long feed restores the same
// layout and scroll position instead of re-estimating every card.
const measuredHeights = new Map<number, number>();

const List = styled.div`
  position: relative;
  width: 100%;
`;

const Item = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding-bottom: ${GAP}px;
  /* A card's layout and style never reach past it: a card mounting or growing costs only itself.
     No paint containment, which would clip the card's shadow and focus ring. */
  contain: layout style;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface FeedItemProps extends Pick<PostCardProps, 'post' | 'rank' | 'onRequireLogin'> {
  index: number;
  /** aria-setsize: the number of posts, or -1 while more can load. */
  total: number;
  top: number;
  measure: (element: Element | null) => void;
}

/**
 * One mounted card in its positioned wrapper. Memoized with plain props (the position made here),
 * so the feed re-rendering for a scroll, a page or another post's like leaves this card alone.
 */
const FeedItem = memo(function FeedItem({
  post,
  index,
  total,
  top,
  measure,
  ...card
}: FeedItemProps) {
  const position = useMemo(() => ({ index, total }), [index, total]);
  return (
    <Item
      ref={measure}
      data-index={index}
      data-post-id={post.id}
      style={{ transform: `translateY(${top}px)` }}
    >
      <PostCard post={post} position={position} {...card} />
    </Item>
  );
});

// Memoized like the cards: the feed renders again on every scroll, the footer need not.
const FeedFooter = memo(function FeedFooter({
  hasMore,
  isLoadingMore,
  loadMoreFailed,
  onLoadMore,
  empty,
}: Pick<PostFeedProps, 'hasMore' | 'isLoadingMore' | 'loadMoreFailed' | 'onLoadMore'> & {
  empty: boolean;
}) {
  return (
    <Footer>
      {hasMore && loadMoreFailed && !isLoadingMore ? (
        <Alert onRetry={onLoadMore}>
          <Trans>More posts could not be loaded.</Trans>
        </Alert>
      ) : hasMore ? (
        <Button variant="outline" onClick={onLoadMore} pending={isLoadingMore}>
          <Trans>Load More Posts</Trans>
        </Button>
      ) : (
        !empty && (
          <p>
            <Trans>You are all caught up.</Trans>
          </p>
        )
      )}
    </Footer>
  );
});

export interface PostFeedProps extends Pick<PostCardProps, 'onRequireLogin'> {
  posts: Post[];
  label: string;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  /**
   * The last page asked for did not come: the posts shown stay, the end of the list says so with
   * Try again, and reaching the end does not ask again by itself (it would ask on every scroll).
   */
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
  /** '#{rank} Trending' badges (the trending page). */
  ranked?: boolean;
}

/**
 * The virtualizer's overscan: none for the first render of a feed with posts, then one more card
 * per task up to OVERSCAN. A card costs a phone tens of milliseconds to render, style and lay out;
 * mounting the cards in view first, and the ones just out of view after, keeps the feed's arrival
 * from being one long task (the input delay Lighthouse counts as blocking time on /home).
 */
function useGrowingOverscan(hasPosts: boolean) {
  const [overscan, setOverscan] = useState(0);
  const growing = hasPosts && overscan < OVERSCAN;
  useEffect(() => {
    if (!growing) return;
    const timer = setTimeout(() => startTransition(() => setOverscan(overscan + 1)));
    return () => clearTimeout(timer);
  }, [growing, overscan]);
  return { overscan, growing };
}

// The apps whose feed has shown its cards, by their query client (one per page load): only an
// app's first feed defers them.
const cardsShownIn = new WeakSet<QueryClient>();

/**
 * A feed of post cards (role="feed", articles with aria-posinset / aria-setsize). Only the cards
 * near the viewport are mounted, so thousands of posts scroll smoothly. Load More Posts loads the
 * next page, and so does reaching the end.
 *
 * The page's first feed renders its cards in a transition, which yields to the browser every few
 * milliseconds: the posts arrive in an update React must render in one go (the query's store), and
 * rendering the cards there was the longest task of the first load
 * (docs/performance.md#the-pages-first-tasks). The skeleton stays until they have rendered. Later
 * feeds (coming back to one, with its scroll position to restore) and later changes (a like, a new
 * page) render at once.
 */
export function PostFeed(props: PostFeedProps) {
  const queryClient = useQueryClient();
  const [deferCards] = useState(() => !cardsShownIn.has(queryClient) && props.posts.length > 0);
  const cardsDue = useDeferredValue(true, !deferCards);
  const [listTop, listTopRef] = useListTop(props.label);
  useEffect(() => {
    if (cardsDue) cardsShownIn.add(queryClient);
  }, [cardsDue, queryClient]);
  return cardsDue ? (
    <PostList {...props} scrollMargin={listTop} listRef={listTopRef} />
  ) : (
    <QuietFeedSkeleton ref={listTopRef} />
  );
}

// Where each feed's list last started on the page, by its label: a feed shown again (coming back
// to it) starts from there, and its first render mounts the cards then in view.
const lastListTops = new Map<string, number>();

/**
 * Where the feed's list starts on the page (the virtualizer's scroll margin), with a callback ref
 * for the element there. The list starts below whatever is above it (stories, composer, tabs),
 * which changes height as those load, so the offset is followed whenever the page resizes. The
 * skeleton stands where the list will, and is measured too: the cards' first render then knows
 * which of them are in view, instead of mounting the ones that would be if the list started at
 * the top of the page and mounting the right ones in a render inside its commit.
 */
function useListTop(label: string) {
  const [top, setTop] = useState(() => lastListTops.get(label) ?? 0);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const follow = () => {
        const measured = Math.round(element.getBoundingClientRect().top + window.scrollY);
        lastListTops.set(label, measured);
        setTop(measured);
      };
      follow();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(follow);
      observer.observe(document.body);
      return () => observer.disconnect();
    },
    [label],
  );
  return [top, ref] as const;
}

interface PostListProps extends PostFeedProps {
  /** The list's offset from the top of the page (`useListTop`). */
  scrollMargin: number;
  listRef: RefCallback<HTMLElement>;
}

function PostList({
  posts,
  label,
  hasMore,
  isLoadingMore,
  loadMoreFailed,
  onLoadMore,
  ranked,
  onRequireLogin,
  scrollMargin,
  listRef,
}: PostListProps) {
  // Stable until the posts change: the virtualizer recomputes every item's position only then, not
  // on each scroll.
  const getItemKey = useCallback((index: number) => posts[index]?.id ?? index, [posts]);
  const estimateSize = useCallback(
    (index: number) => measuredHeights.get(posts[index]?.id) ?? ESTIMATED_CARD_HEIGHT,
    [posts],
  );
  const indexOfKey = useCallback((key: Key) => posts.findIndex((post) => post.id === key), [posts]);
  const focus = useKeptFocus(getItemKey, indexOfKey);
  const { overscan, growing } = useGrowingOverscan(posts.length > 0);
  const { key: entry } = useLocation();
  const cameBack = useNavigationType() === NavigationType.Pop;
  useLayoutEffect(() => () => void leftAt.set(entry, lastScrollY), [entry]);
  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize,
    getItemKey,
    rangeExtractor: focus.rangeExtractor,
    overscan,
    // The default re-renders the whole feed synchronously inside each scroll event (flushSync):
    // one long task per scroll. Left to React, renders batch and run after the event.
    useFlushSync: false,
    scrollMargin,
    initialOffset: () => (cameBack ? (leftAt.get(entry) ?? lastScrollY) : lastScrollY),
    initialRect: lastViewport,
    measureElement: (element, entry, instance) => {
      const height = measureElement(element, entry, instance);
      // Zero means no layout (a hidden tab, a test DOM), not a card with no height.
      if (height === 0) return ESTIMATED_CARD_HEIGHT;
      const id = Number((element as HTMLElement).dataset.postId);
      if (id) measuredHeights.set(id, height);
      return height;
    },
  });
  const items = virtualizer.getVirtualItems();

  // Reaching the end loads the next page; the button does the same for keyboard and screen readers.
  // The visible range decides, not a focused card kept mounted far below it.
  const end = virtualizer.range?.endIndex;
  const nearEnd = end !== undefined && end >= posts.length - 3;
  const wantsMore = nearEnd && hasMore && !isLoadingMore && !loadMoreFailed;
  useLayoutEffect(() => {
    if (wantsMore) onLoadMore?.();
  }, [wantsMore, onLoadMore]);

  return (
    <>
      <List
        ref={listRef}
        role="feed"
        aria-label={label}
        // Busy while cards are still being added (WAI-ARIA's feed pattern): a page loading, or
        // the first render's neighbours mounting.
        aria-busy={isLoadingMore || growing || undefined}
        onFocus={focus.onFocus}
        onBlur={focus.onBlur}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => (
          <FeedItem
            key={item.key}
            post={posts[item.index]}
            index={item.index}
            total={hasMore ? -1 : posts.length}
            top={item.start - scrollMargin}
            measure={virtualizer.measureElement}
            rank={ranked ? item.index + 1 : undefined}
            onRequireLogin={onRequireLogin}
          />
        ))}
      </List>
      {isLoadingMore && <PostCardSkeleton />}
      {onLoadMore && (
        <FeedFooter
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          loadMoreFailed={loadMoreFailed}
          onLoadMore={onLoadMore}
          empty={posts.length === 0}
        />
      )}
    </>
  );
}
