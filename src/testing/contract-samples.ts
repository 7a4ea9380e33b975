// Test data (src/api/contract.test.ts only): one call of every request function, with arguments
// that the seeded mock backend answers with a 2xx for the signed-in demo user.
import { db } from '../../mocks/db';
import type { OperationId } from '../../mocks/handlers';
import { SEED } from '../../mocks/seed';
import { DEMO_CREDENTIALS } from '../lib/demo';
import { makeCareMember, makeConcern } from './concerns';
import { makeRemoved, makeReport } from './reports';
import * as auth from '../api/auth';
import * as comments from '../api/comments';
import * as concerns from '../api/concerns';
import * as discovery from '../api/discovery';
import * as follows from '../api/follows';
import * as groups from '../api/groups';
import * as interactions from '../api/interactions';
import * as notifications from '../api/notifications';
import * as posts from '../api/posts';
import * as reports from '../api/reports';
import * as societies from '../api/societies';
import * as stories from '../api/stories';
import * as uploads from '../api/uploads';
import * as users from '../api/users';

/** Every module of src/api that holds request functions (client, types and validation do not). */
export const requestModules = {
  auth,
  comments,
  concerns,
  discovery,
  follows,
  groups,
  interactions,
  notifications,
  posts,
  reports,
  societies,
  stories,
  uploads,
  users,
};

export interface Sample {
  fn: RequestFunction;
  run: () => Promise<unknown>;
}

type RequestFunction = (...args: never[]) => Promise<unknown>;
type Call = (...args: unknown[]) => Promise<unknown>;

function sample<F extends RequestFunction>(fn: F, args: Parameters<F>): Sample {
  return lookedUp(fn)(() => args);
}

/** For ids that are looked up in the seeded db when the test runs: `lookedUp(fn)(() => args)`. */
const lookedUp =
  <F extends RequestFunction>(fn: F) =>
  (args: () => Parameters<F>): Sample => ({ fn, run: () => (fn as unknown as Call)(...args()) });

const me = SEED.demoUserId;
const pair = (postId: number) => [{ userId: me, postId }] as [interactions.UserPostBody];
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const storyBy = (authorId: number) =>
  db.story.findFirst({ where: { authorId: { equals: authorId } } })!.id;
const unreadNotification = () =>
  db.notification.findFirst({
    where: { recipientId: { equals: me }, read: { equals: false } },
  })!.id;
const pendingRequest = (groupId: number) =>
  db.groupMember.findFirst({
    where: { groupId: { equals: groupId }, status: { equals: 'pending' } },
  })!.userId;

export const samples: Record<OperationId, Sample> = {
  login: sample(auth.login, [{ ...DEMO_CREDENTIALS }]),
  demoLogin: sample(auth.demoLogin, []),
  register: sample(auth.register, [
    {
      email: 'new.resident@example.com',
      password: 'secret12',
      username: 'new_resident',
      fullName: 'New Resident',
      bio: 'Moved in last month',
      societyId: 2,
      flatNumber: 'C-101',
      yearsLiving: 1,
    },
  ]),
  logout: sample(auth.logout, []),
  getSession: sample(auth.getSession, []),
  listPosts: sample(posts.listPosts, [{ filter: 'my-society', userId: me, limit: 10, offset: 0 }]),
  createPost: sample(posts.createPost, [
    {
      content: 'Visitor parking is full again #Parking @priya_sharma',
      authorId: me,
      hashtags: ['Parking'],
      mentions: ['priya_sharma'],
      isBuilderWide: false,
      societyId: SEED.demoSocietyId,
    },
  ]),
  getPostStats: sample(posts.getPostStats, ['month']),
  getPost: sample(posts.getPost, [SEED.likedPostId]),
  listComments: sample(comments.listComments, [SEED.demoPostId]),
  createComment: sample(comments.createComment, [
    SEED.othersPostId,
    { authorId: me, content: 'Same in our tower' },
  ]),
  likePost: sample(interactions.likePost, pair(SEED.othersPostId)),
  unlikePost: sample(interactions.unlikePost, pair(SEED.likedPostId)),
  repostPost: sample(interactions.repostPost, pair(SEED.othersPostId)),
  unrepostPost: sample(interactions.unrepostPost, pair(SEED.likedPostId)),
  savePost: sample(interactions.savePost, pair(SEED.othersPostId)),
  unsavePost: sample(interactions.unsavePost, pair(SEED.likedPostId)),
  createReport: sample(reports.createReport, [
    {
      reason: 'spam',
      description: 'Looks like an advert',
      postId: SEED.othersPostId,
      userId: null,
      reporterId: me,
    },
  ]),
  // Issue 32: report outcomes.
  listModerationCases: lookedUp(reports.listModerationCases)(() => {
    makeCareMember(me, null);
    return [];
  }),
  decideReport: lookedUp(reports.decideReport)(() => [
    makeReport({ reporterId: SEED.neighbourId, postId: SEED.othersPostId }),
    { actorId: makeCareMember(me, null), decision: 'warn', note: 'Please keep it civil' },
  ]),
  appealRemoval: lookedUp(reports.appealRemoval)(() => [
    makeRemoved(SEED.demoUpdatePostId, SEED.careManagerId),
    me,
    'It was a free giveaway',
  ]),
  decideAppeal: lookedUp(reports.decideAppeal)(() => [
    makeRemoved(SEED.othersPostId, SEED.careManagerId, { appeal: 'It was a free giveaway' }),
    makeCareMember(me, null),
    'keep_removed',
  ]),
  listMyReports: sample(reports.listMyReports, [me]),
  markAffected: lookedUp(concerns.markAffected)(() => [makeConcern(SEED.othersPostId), me]),
  unmarkAffected: lookedUp(concerns.unmarkAffected)(() => [
    makeConcern(SEED.othersPostId, { affectedBy: [me] }),
    me,
  ]),
  changeConcernStatus: lookedUp(concerns.changeConcernStatus)(() => [
    makeConcern(SEED.demoPostId, { status: 'resolved' }),
    { actorId: me, status: 'closed', rating: 5, note: null, reason: null },
  ]),
  listConcernTimeline: lookedUp(concerns.listConcernTimeline)(() => [
    makeConcern(SEED.othersPostId, { category: 'water', place: 'Tower B' }),
  ]),
  assignConcern: lookedUp(concerns.assignConcern)(() => [
    makeConcern(SEED.othersPostId),
    makeCareMember(me, SEED.demoSocietyId),
    makeCareMember(SEED.followedUserId, SEED.demoSocietyId),
  ]),
  respondToConcern: lookedUp(concerns.respondToConcern)(() => [
    makeConcern(SEED.othersPostId),
    makeCareMember(me, SEED.demoSocietyId),
    'A technician visits at 4 pm today',
  ]),
  getCareQueue: lookedUp(concerns.getCareQueue)(() => {
    makeCareMember(me, null);
    makeConcern(SEED.othersPostId, { category: 'water' });
    return [{ status: 'open', category: 'water', overdue: false, sort: 'oldest' }];
  }),
  listCareTeam: lookedUp(concerns.listCareTeam)(() => {
    makeCareMember(SEED.followedUserId, SEED.demoSocietyId);
    return [SEED.demoSocietyId];
  }),
  findSimilarConcerns: lookedUp(concerns.findSimilarConcerns)(() => {
    makeConcern(SEED.othersPostId, { category: 'maintenance' });
    return [
      {
        societyId: SEED.demoSocietyId,
        category: 'maintenance',
        text: 'Why did the lift AMC go up?',
      },
    ];
  }),
  listSocieties: sample(societies.listSocieties, []),
  listSocietyRecords: sample(societies.listSocietyRecords, [90]),
  getSociety: sample(societies.getSociety, [SEED.demoSocietyId]),
  getSocietyRecord: sample(societies.getSocietyRecord, [SEED.demoSocietyId, 30]),
  getUser: sample(users.getUser, [SEED.neighbourId]),
  getUserByUsername: sample(users.getUserByUsername, ['Priya_Sharma']),
  updateUser: sample(users.updateUser, [
    me,
    { fullName: 'Aarav Mehta', bio: 'Flat A-702', yearsLived: 6, showOnlineStatus: false },
  ]),
  listSuggestedUsers: sample(users.listSuggestedUsers, [me]),
  listSavedPosts: sample(users.listSavedPosts, [me]),
  listBlockedUsers: sample(users.listBlockedUsers, [me]),
  followUser: sample(follows.followUser, [
    { followerId: me, followingId: SEED.unfollowedNeighbourId },
  ]),
  unfollowUser: sample(follows.unfollowUser, [
    { followerId: me, followingId: SEED.followedUserId },
  ]),
  blockUser: sample(follows.blockUser, [{ blockerId: me, blockedId: SEED.otherSocietyResidentId }]),
  unblockUser: sample(follows.unblockUser, [{ blockerId: me, blockedId: SEED.blockedUserId }]),
  listFollowingStories: sample(stories.listFollowingStories, [me]),
  viewStory: lookedUp(stories.viewStory)(() => [storyBy(SEED.neighbourId), me]),
  listNotifications: sample(notifications.listNotifications, [me]),
  getUnreadCount: sample(notifications.getUnreadCount, [me]),
  markAllNotificationsRead: sample(notifications.markAllNotificationsRead, [me]),
  markNotificationRead: lookedUp(notifications.markNotificationRead)(() => [unreadNotification()]),
  listGroups: sample(groups.listGroups, [{ filter: 'joined', limit: 5, offset: 0 }]),
  getGroupStats: sample(groups.getGroupStats, []),
  createGroup: sample(groups.createGroup, [
    {
      name: 'Tower C Book Club',
      description: 'One book a month',
      societyId: SEED.demoSocietyId,
      isPrivate: true,
      adminId: me,
    },
  ]),
  getGroup: sample(groups.getGroup, [SEED.adminGroupId]),
  joinGroup: sample(groups.joinGroup, [SEED.publicGroupNotJoinedId, me]),
  leaveGroup: sample(groups.leaveGroup, [SEED.joinedGroupId, me]),
  approveJoinRequest: lookedUp(groups.approveJoinRequest)(() => [
    SEED.adminGroupId,
    pendingRequest(SEED.adminGroupId),
    me,
  ]),
  declineJoinRequest: lookedUp(groups.declineJoinRequest)(() => [
    SEED.adminGroupId,
    pendingRequest(SEED.adminGroupId),
    me,
  ]),
  listGroupPosts: sample(groups.listGroupPosts, [SEED.joinedGroupId]),
  createGroupPost: sample(groups.createGroupPost, [
    SEED.joinedGroupId,
    { content: 'Nets at 7 on Sunday', authorId: me },
  ]),
  listTrendingHashtags: sample(discovery.listTrendingHashtags, ['month', 5]),
  search: sample(discovery.search, ['va']),
  uploadAttachment: sample(uploads.uploadAttachment, [
    { name: 'pixel.png', mimeType: 'image/png', dataUrl: PIXEL, uploaderId: me },
  ]),
};
