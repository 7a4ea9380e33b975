import { useLingui } from '@lingui/react/macro';
import { LEGACY_PERIODS, ExploreView, LEGACY_SECTIONS } from '../explore';
import { LegacyBanner } from './legacy-banner';

/** /legacy/explore: Today / This Week / This Month, Suggested Groups grid and Trending Posts. */
export default function LegacyExploreScreen() {
  const { t } = useLingui();
  return (
    <>
      <LegacyBanner screen={t`Explore`} to="/explore" />
      <ExploreView periods={LEGACY_PERIODS} sections={LEGACY_SECTIONS} card="simple" />
    </>
  );
}
