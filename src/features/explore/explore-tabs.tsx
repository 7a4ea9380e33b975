import { Tabs, type TabItem } from '../../components/tabs';
import type { Period } from '../../api/types';
import { HashtagGrid } from './hashtag-sections';
import { PopularPostsPanel } from './popular-posts';
import { TrendingPanel } from './trending-panel';
import { usePeriodStats, usePopularPosts, useTrendingHashtags } from './use-explore';

export const EXPLORE_TABS = ['trending', 'hashtags', 'popular'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

const TABS: TabItem<ExploreTab>[] = [
  { value: 'trending', label: 'Trending' },
  { value: 'hashtags', label: 'Hashtags' },
  { value: 'popular', label: 'Popular Posts' },
];

/** The canonical tabs (docs/product.md#older-variants); every panel shows the chosen period. */
export function ExploreTabs({
  period,
  tab,
  onTabChange,
}: {
  period: Period;
  tab: ExploreTab;
  onTabChange: (tab: ExploreTab) => void;
}) {
  const hashtags = useTrendingHashtags(period);
  const popular = usePopularPosts(period);
  const stats = usePeriodStats(period, popular);
  return (
    <Tabs label="Explore sections" tabs={TABS} value={tab} onChange={onTabChange}>
      {tab === 'trending' && <TrendingPanel hashtags={hashtags} stats={stats} />}
      {tab === 'hashtags' && <HashtagGrid result={hashtags} />}
      {tab === 'popular' && <PopularPostsPanel result={popular} />}
    </Tabs>
  );
}
