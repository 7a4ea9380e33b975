import { CANONICAL_GROUP_TABS } from './group-tabs';
import { GroupsView } from './groups-view';

/**
 * /groups: the canonical Groups screen (docs/product.md#older-variants); /legacy/groups reuses
 * GroupsView.
 */
export default function GroupsScreen() {
  return <GroupsView tabs={CANONICAL_GROUP_TABS} />;
}
