// Every operation of the contract, by the operationId contract/openapi.yaml gives it, in the order
// the demo panel lists them. The mock backend keys its handlers by the same names (a story or a
// test replaces one by its id). The type checker holds this list equal to the document's operations
// (openapi.generated.ts): a name here that the document lacks, or one it has that is missing here,
// fails `npm run typecheck`.
import type { operations } from '../openapi.generated';

export const OPERATION_IDS = [
  // Sessions
  'login',
  'demoLogin',
  'register',
  'logout',
  'getSession',
  // Posts, comments and what residents do with a post
  'listPosts',
  'getPostStats',
  'getPost',
  'createPost',
  'listComments',
  'createComment',
  'likePost',
  'unlikePost',
  'repostPost',
  'unrepostPost',
  'savePost',
  'unsavePost',
  'createReport',
  'listModerationCases',
  'decideReport',
  'appealRemoval',
  'decideAppeal',
  'listMyReports',
  // Concerns
  'markAffected',
  'unmarkAffected',
  'changeConcernStatus',
  'listConcernTimeline',
  'assignConcern',
  'respondToConcern',
  'getCareQueue',
  'listCareTeam',
  'findSimilarConcerns',
  // Societies and people
  'listSocieties',
  'listSocietyRecords',
  'getSociety',
  'getSocietyRecord',
  'getUserByUsername',
  'getUser',
  'updateUser',
  'listSuggestedUsers',
  'listSavedPosts',
  'listBlockedUsers',
  'followUser',
  'unfollowUser',
  'blockUser',
  'unblockUser',
  // Stories and notifications
  'listFollowingStories',
  'viewStory',
  'listNotifications',
  'getUnreadCount',
  'markAllNotificationsRead',
  'markNotificationRead',
  // Groups
  'listGroups',
  'getGroupStats',
  'createGroup',
  'getGroup',
  'joinGroup',
  'leaveGroup',
  'approveJoinRequest',
  'declineJoinRequest',
  'listGroupPosts',
  'createGroupPost',
  // Discovery and uploads
  'listTrendingHashtags',
  'search',
  'uploadAttachment',
] as const;

export type OperationId = (typeof OPERATION_IDS)[number];

type Unlisted = Exclude<keyof operations, OperationId>;
type Undocumented = Exclude<OperationId, keyof operations>;
/** `true` only while both lists hold the same names; otherwise the names that differ. */
export const OPERATION_IDS_MATCH_THE_DOCUMENT: [Unlisted | Undocumented] extends [never]
  ? true
  : { unlisted: Unlisted; undocumented: Undocumented } = true;
