import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Period } from '../../api/types';
import { Stack } from '../../components/card';
import { PostCardVariantProvider, type PostCardVariant } from '../posts';
import { bareTag, CANONICAL_PERIODS, parsePeriod, type PeriodOption } from './explore-data';
import { ExploreHeader } from './explore-header';
import { EXPLORE_TABS, ExploreTabs, type ExploreTab } from './explore-tabs';
import { GroupsSection } from './groups-section';
import { HashtagStrip } from './hashtag-sections';
import { PeriodFilter } from './period-filter';
import { TrendingPostsSection } from './popular-posts';
import { SocietyPosts, TagPosts } from './tag-posts';
import { usePopularPosts, useTrendingHashtags } from './use-explore';

/**
 * The blocks Explore is made of. The canonical screen shows the hashtag strip, the society groups
 * strip and the tabs; the legacy variant the strip, a Suggested Groups grid and Trending Posts.
 */
export type ExploreSection = 'hashtags' | 'groups' | 'tabs' | 'suggested-groups' | 'trending-posts';
export const CANONICAL_SECTIONS: ExploreSection[] = ['hashtags', 'groups', 'tabs'];
export const LEGACY_SECTIONS: ExploreSection[] = ['hashtags', 'suggested-groups', 'trending-posts'];

export interface ExploreViewProps {
  /** The time filter's options (labels differ between variants; values are the API's). */
  periods?: PeriodOption[];
  sections?: ExploreSection[];
  /** The post cards' variant (the older screen shows the simple card). */
  card?: PostCardVariant;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

function HashtagStripSection({ period }: { period: Period }) {
  return <HashtagStrip result={useTrendingHashtags(period)} />;
}

function TrendingPosts({ period }: { period: Period }) {
  return <TrendingPostsSection result={usePopularPosts(period)} />;
}

/**
 * Explore, driven by the URL: `?period=24h|week|month` (default week) filters every section;
 * `?tag=…` shows that hashtag's posts instead, `?society=…` that society's; `?tab=` keeps the open tab.
 */
export function ExploreView({ card = 'rich', ...props }: ExploreViewProps) {
  return (
    <PostCardVariantProvider variant={card}>
      <ExploreContent {...props} />
    </PostCardVariantProvider>
  );
}

function ExploreContent({
  periods = CANONICAL_PERIODS,
  sections = CANONICAL_SECTIONS,
}: Omit<ExploreViewProps, 'card'>) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get('period'));
  const tag = bareTag(searchParams.get('tag') ?? '');
  const societyParam = searchParams.get('society');
  const societyId = societyParam && /^\d+$/.test(societyParam) ? Number(societyParam) : null;
  const tabParam = searchParams.get('tab') as ExploreTab | null;
  const tab = tabParam && EXPLORE_TABS.includes(tabParam) ? tabParam : 'trending';

  // Filters replace the history entry: Back leaves Explore instead of replaying clicks.
  const setParam = (key: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (tag || societyId) {
    const back = searchParams.has('period') ? `?period=${period}` : '';
    return (
      <Stack $gap={5}>
        <ExploreHeader />
        {tag ? (
          <TagPosts key={tag} tag={tag} backSearch={back} />
        ) : (
          <SocietyPosts key={societyId} societyId={societyId!} backSearch={back} />
        )}
      </Stack>
    );
  }

  return (
    <Stack $gap={5}>
      <ExploreHeader />
      <Toolbar>
        <PeriodFilter options={periods} value={period} onChange={(p) => setParam('period', p)} />
      </Toolbar>
      {sections.map((section) => {
        switch (section) {
          case 'hashtags':
            return <HashtagStripSection key={section} period={period} />;
          case 'groups':
            return <GroupsSection key={section} />;
          case 'suggested-groups':
            return (
              <GroupsSection
                key={section}
                layout="grid"
                title={t`Suggested Groups`}
                linkLabel={t`View All`}
              />
            );
          case 'trending-posts':
            return <TrendingPosts key={section} period={period} />;
          case 'tabs':
            return (
              <ExploreTabs
                key={section}
                period={period}
                tab={tab}
                onTabChange={(next) => setParam('tab', next)}
              />
            );
        }
      })}
    </Stack>
  );
}
