// The groups feature as the rest of the app sees it: use it through this file only.

export type { GroupTab } from './group-tabs';
export { GroupsView } from './groups-view';
export {
  SAMPLE_GROUPS,
  SAMPLE_GROUPS_NOTE,
  sampleGroupPage,
  sampleGroupsNote,
} from './sample-groups';
export { useMembership } from './use-membership';

// Loaded on demand, each in a chunk of its own.
export const loadCreateGroupDialog = () => import('./create-group-dialog');
export const loadGroupDetailScreen = () => import('./group-detail-screen');
export const loadGroupsScreen = () => import('./groups-screen');
