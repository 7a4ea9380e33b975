import { memo } from 'react';
import { FeedComposer, type ComposerVariant } from '../composer';
import { StoriesStrip } from '../stories';

// The composer is small and comes with the feed (docs/performance.md#chunk-sizes): loaded on its
// own, it could arrive after the posts and push them down the page, a layout shift on a slow phone.

/**
 * Above the feed: the stories strip and the post composer (docs/product.md#feed-tabs). Memoized:
 * the feed's changes (a like, a page) do not reach it.
 */
export const FeedExtras = memo(function FeedExtras({
  composer = 'form',
}: {
  composer?: ComposerVariant;
}) {
  return (
    <>
      <StoriesStrip />
      <FeedComposer variant={composer} />
    </>
  );
});
