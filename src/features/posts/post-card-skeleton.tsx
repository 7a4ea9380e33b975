import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../../components/skeleton';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

/** A card-shaped placeholder; the feed shows three while it loads (docs/product.md#feed-tabs). */
export function PostCardSkeleton() {
  return (
    <Box aria-hidden="true">
      <Head>
        <Skeleton $width="44px" $height="44px" $round />
        <div>
          <Skeleton $width="40%" />
          <Skeleton $width="25%" $height="0.75em" />
        </div>
      </Head>
      <Skeleton $height="0.9em" />
      <Skeleton $height="0.9em" $width="85%" />
      <Skeleton $height="0.9em" $width="60%" />
    </Box>
  );
}

const SkeletonCards = () => (
  <>
    <PostCardSkeleton />
    <PostCardSkeleton />
    <PostCardSkeleton />
  </>
);

export function FeedSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status">
      <span className="visually-hidden">{label ?? t`Loading posts...`}</span>
      <SkeletonCards />
    </div>
  );
}

/**
 * The same three cards with nothing to announce: for the moment between the posts' arrival and
 * their cards' first render, after the screen's own loading status has said its piece.
 */
export const QuietFeedSkeleton = ({ ref }: { ref?: Ref<HTMLDivElement> }) => (
  <div ref={ref} aria-hidden="true">
    <SkeletonCards />
  </div>
);
