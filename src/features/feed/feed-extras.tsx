import { lazy, memo, Suspense } from 'react';
import type { ComposerVariant } from '../composer/feed-composer';
import { StoriesStrip } from '../stories/stories-strip';

// The composer carries the forms libraries: it loads after the feed's first screen.
const FeedComposer = lazy(() => import('../composer/feed-composer'));

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
      <Suspense fallback={null}>
        <FeedComposer variant={composer} />
      </Suspense>
    </>
  );
});
