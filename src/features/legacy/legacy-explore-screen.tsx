import { LEGACY_PERIODS, ExploreView, LEGACY_SECTIONS } from '../explore';
import { LegacyBanner } from './legacy-banner';

/** /legacy/explore: Today / This Week / This Month, Suggested Groups grid and Trending Posts. */
export default function LegacyExploreScreen() {
  return (
    <>
      <LegacyBanner screen="Explore" to="/explore" />
      <ExploreView periods={LEGACY_PERIODS} sections={LEGACY_SECTIONS} card="simple" />
    </>
  );
}
