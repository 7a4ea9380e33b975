import { FeedView } from '../feed';
import { LegacyBanner } from './legacy-banner';
import { LEGACY_EMPTY_FEED, LEGACY_HOME_TABS } from './legacy-variants';

/** /legacy/home: the feed with the older tabs, the simple composer and the simple post card. */
export default function LegacyHomeScreen() {
  return (
    <>
      <LegacyBanner screen="Home" to="/home" />
      <FeedView
        tabs={LEGACY_HOME_TABS}
        composer="simple"
        card="simple"
        emptyText={LEGACY_EMPTY_FEED}
      />
    </>
  );
}
