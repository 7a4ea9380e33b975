// Every operation of the contract, by the operationId the OpenAPI document gives it. The mock
// backend keys its handlers by the same names (a story or a test replaces one by its id), and the
// type checker holds the two lists equal.
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
  // Societies and people
  'listSocieties',
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
