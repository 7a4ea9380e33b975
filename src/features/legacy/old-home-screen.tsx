import { useLingui } from '@lingui/react/macro';
import { usePostStats } from '../../api/posts';
import type { FeedTab } from '../feed';
import { FeedView } from '../feed';
import { LegacyBanner } from './legacy-banner';
import { LEGACY_EMPTY_FEED, oldHomeTabs, translated } from './legacy-variants';

/**
 * /old-home: the feed with All Concerns, Following (12) and Builder-Wide (8), the simple composer
 * and the simple card. All Concerns counts the posts (proposed GET /api/posts/stats); without
 * that endpoint the tab shows no count.
 */
export default function OldHomeScreen() {
  const { t } = useLingui();
  const stats = usePostStats();
  return (
    <>
      <LegacyBanner screen={t`Home`} to="/home" />
      <FeedView
        tabs={translated<FeedTab>(oldHomeTabs(stats.data?.totalPosts), t)}
        composer="simple"
        card="simple"
        emptyText={t(LEGACY_EMPTY_FEED)}
      />
    </>
  );
}
