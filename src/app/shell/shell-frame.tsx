// The signed-in shell's frame: the bars and the columns, without what fills them. The app's shell
// fills it (app-shell.tsx, top-bar.tsx, bottom-bar.tsx); `FeedFrame` shows it with outlines only,
// prerendered into the page for a signed-in resident until the app has loaded
// (src/prerender/feed-shell.tsx).
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../../components/skeleton';
import { PostCardSkeleton, QuietFeedSkeleton } from '../../features/posts';

/** The top bar's band, sticky at the top. */
export const TopBarFrame = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  height: ${({ theme }) => theme.layout.topBarHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The top bar's row, as wide as the page's columns. */
export const TopBarRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  /* A phone's edge matches the page's: at 320 px the six buttons fit beside the mark. */
  padding: 0 ${({ theme }) => theme.space[3]}px;
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

/** The columns below the top bar: navigation, the screen, and highlights on wide screens. */
export const ShellLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px
    calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space[6]}px);
  ${({ theme }) => theme.media.sm} {
    padding-left: ${({ theme }) => theme.space[4]}px;
    padding-right: ${({ theme }) => theme.space[4]}px;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 240px minmax(0, 1fr);
    padding-bottom: ${({ theme }) => theme.space[8]}px;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 250px minmax(0, 1fr) 290px;
  }
`;

export const ShellSide = styled.aside<{ $side: 'left' | 'right' }>`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  align-self: start;
  position: sticky;
  top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space[4]}px);
  max-height: calc(
    100dvh - ${({ theme }) => theme.layout.topBarHeight} - ${({ theme }) => theme.space[8]}px
  );
  overflow-y: auto;
  scrollbar-width: thin;
  ${({ theme, $side }) => ($side === 'left' ? theme.media.md : theme.media.lg)} {
    display: flex;
  }
`;

/** The phone's bottom bar, in `$columns` equal parts; hidden from medium width up. */
export const BottomBarFrame = styled.nav<{ $columns: number }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  height: ${({ theme }) => theme.layout.bottomBarHeight};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
  /* Five entries share 360 px (320 px at the least): a smaller label keeps "Notifications" whole,
     with room between it and its neighbours. */
  ${({ $columns }) =>
    $columns > 4 &&
    `
    a {
      font-size: 0.6875rem;
      letter-spacing: -0.01em;
    }
    @media (max-width: 359.98px) {
      a {
        font-size: 0.625rem;
      }
    }
  `}
`;

// Where the product's name will be: beside the mark from small screens up, as in the top bar.
const BrandNameOutline = styled(Skeleton)`
  display: none;
  ${({ theme }) => theme.media.sm} {
    display: block;
  }
`;

// Still: with the outlines pulsing, the page's blocking time at start-up rose in Lighthouse; they
// show while the browser is busiest, starting the app.
const Outlines = styled.div`
  && * {
    animation: none;
  }
`;

/**
 * The feed for a signed-in resident before the app has loaded: the bars, the columns and card
 * outlines. Nothing in it is the resident's, and it has no words, so one markup serves every
 * resident and language. Nor has it any text or image at all: the first of those on screen is the
 * page's first contentful paint, from which Lighthouse counts the start-up's long tasks as blocking
 * time (docs/performance.md#the-feeds-frame-before-the-app).
 */
export function FeedFrame(props: ComponentPropsWithoutRef<'div'>) {
  return (
    // Inert as well as hidden: a column that scrolls would otherwise take keyboard focus.
    <Outlines aria-hidden="true" inert {...props}>
      <TopBarFrame as="div">
        <TopBarRow>
          <Skeleton $width="34px" $height="34px" />
          <BrandNameOutline $width="170px" $height="1.25em" />
        </TopBarRow>
      </TopBarFrame>
      <ShellLayout>
        <ShellSide $side="left" as="div">
          <PostCardSkeleton />
        </ShellSide>
        <div>
          <QuietFeedSkeleton />
        </div>
      </ShellLayout>
      <BottomBarFrame $columns={4} as="div" />
    </Outlines>
  );
}
