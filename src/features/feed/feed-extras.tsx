import { memo } from 'react';
import FeedComposer, { type ComposerVariant } from '../composer/feed-composer';
import { StoriesStrip } from '../stories/stories-strip';

// The composer comes with the feed (about 6 kB): loaded on its own, it could arrive after the
// posts and push them down the page (a layout shift of a quarter of the screen on a slow phone).

/**
 * Above the feed: the stories strip and the post composer (SPEC §2 Feed). Memoized: the feed's
 * changes (a like, a page) do not reach it.
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
