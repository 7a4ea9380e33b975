import { useLingui } from '@lingui/react/macro';
import { GroupsView, type GroupTab } from '../groups';
import { LegacyBanner } from './legacy-banner';
import { LEGACY_GROUP_TABS, translated } from './legacy-variants';

/** /legacy/groups: the groups screen with the older tabs All, Joined and Suggested. */
export default function LegacyGroupsScreen() {
  const { t } = useLingui();
  return (
    <>
      <LegacyBanner screen={t`Groups`} to="/groups" />
      <GroupsView tabs={translated<GroupTab>(LEGACY_GROUP_TABS, t)} />
    </>
  );
}
