import { GroupsView } from '../groups';
import { LegacyBanner } from './legacy-banner';
import { LEGACY_GROUP_TABS } from './legacy-variants';

/** /legacy/groups: the groups screen with the older tabs All, Joined and Suggested. */
export default function LegacyGroupsScreen() {
  return (
    <>
      <LegacyBanner screen="Groups" to="/groups" />
      <GroupsView tabs={LEGACY_GROUP_TABS} />
    </>
  );
}
