import { usePostStats } from '../../api/posts';
import { FeedView } from '../feed';
import { LegacyBanner } from './legacy-banner';
import { LEGACY_EMPTY_FEED, oldHomeTabs } from './legacy-variants';

/**
 * /old-home: the feed with All Concerns, Following (12) and Builder-Wide (8), the simple composer
 * and the simple card. All Concerns counts the posts (proposed GET /api/posts/stats); without
 * that endpoint the tab shows no count.
 */
export default function OldHomeScreen() {
  const stats = usePostStats();
  return (
    <>
      <LegacyBanner screen="Home" to="/home" />
      <FeedView
        tabs={oldHomeTabs(stats.data?.totalPosts)}
        composer="simple"
        card="simple"
        emptyText={LEGACY_EMPTY_FEED}
      />
    </>
  );
}
