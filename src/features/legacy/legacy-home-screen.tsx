import { useLingui } from '@lingui/react/macro';
import type { FeedTab } from '../feed';
import { FeedView } from '../feed';
import { LegacyBanner } from './legacy-banner';
import { LEGACY_EMPTY_FEED, LEGACY_HOME_TABS, translated } from './legacy-variants';

/** /legacy/home: the feed with the older tabs, the simple composer and the simple post card. */
export default function LegacyHomeScreen() {
  const { t } = useLingui();
  return (
    <>
      <LegacyBanner screen={t`Home`} to="/home" />
      <FeedView
        tabs={translated<FeedTab>(LEGACY_HOME_TABS, t)}
        composer="simple"
        card="simple"
        emptyText={t(LEGACY_EMPTY_FEED)}
      />
    </>
  );
}
