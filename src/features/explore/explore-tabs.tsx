import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '../../components/tabs';
import type { Period } from '../../api/types';
import { HashtagGrid } from './hashtag-sections';
import { PopularPostsPanel } from './popular-posts';
import { TrendingPanel } from './trending-panel';
import { usePeriodStats, usePopularPosts, useTrendingHashtags } from './use-explore';

export const EXPLORE_TABS = ['trending', 'hashtags', 'popular'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

const TABS: { value: ExploreTab; label: MessageDescriptor }[] = [
  { value: 'trending', label: msg`Trending` },
  { value: 'hashtags', label: msg`Hashtags` },
  { value: 'popular', label: msg`Popular Posts` },
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
  const { t } = useLingui();
  const hashtags = useTrendingHashtags(period);
  const popular = usePopularPosts(period);
  const stats = usePeriodStats(period, popular);
  return (
    <Tabs
      label={t`Explore sections`}
      tabs={TABS.map((item) => ({ value: item.value, label: t(item.label) }))}
      value={tab}
      onChange={onTabChange}
    >
      {tab === 'trending' && <TrendingPanel hashtags={hashtags} stats={stats} />}
      {tab === 'hashtags' && <HashtagGrid result={hashtags} />}
      {tab === 'popular' && <PopularPostsPanel result={popular} />}
    </Tabs>
  );
}
