// The entities (docs/product.md#entities) and request bodies as the /api contract sends them: each is
// the type contract/openapi.yaml gives it (openapi.generated.ts, with the document's descriptions),
// never written out here. Fields marked "proposed" there are not in the production API yet
// (docs/decisions.md#proposed-extras-on-documented-calls-must-be-safe-to-ignore); a screen must
// cope with their absence. The lists below are the values the code iterates over; a test holds
// each equal to the document's enum (contract-constants.test.ts).
import type { components } from './openapi.generated';

type Schemas = components['schemas'];

export type Id = number;
/** An ISO 8601 timestamp, for example "2026-11-21T09:30:00.000Z". */
export type Timestamp = string;

export type Society = Schemas['Society'];

/** The short form of a user that travels inside posts, comments, notifications and lists. */
export type UserSummary = Schemas['UserSummary'];

export type ProfilePost = Schemas['ProfilePost'];

export type User = Schemas['User'];

/** Proposed: a user's place on the builder's care team; `societyId` null for the care head. */
export type CareTeamRole = Schemas['CareTeamRole'];

export type AttachmentKind = 'image' | 'document';

/** Proposed: a file attached to a post (uploaded first, then referenced by id). */
export type Attachment = Schemas['Attachment'];

export type Post = Schemas['Post'];

/** A group post has the shape of a post with its groupId set (docs/product.md#entities). */
export type GroupPost = Post;

/** Proposed: what makes a post a concern (docs/product.md#concerns); null or absent for an update. */
export type Concern = Schemas['Concern'];
export type ConcernEvent = Schemas['ConcernEvent'];

export type Like = Schemas['UserPost'];
export type Repost = Like;

export type Comment = Schemas['Comment'];

export const REPORT_REASONS = [
  'spam',
  'harassment',
  'inappropriate',
  'misinformation',
  'privacy',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export type Report = Schemas['Report'];

// Report outcomes (docs/product.md#reports), all proposed.
export type ReportState = Schemas['ReportState'];
export type ReportDecision = Schemas['ReportDecision'];
export type Appeal = Schemas['Appeal'];
export type PostRemoval = Schemas['PostRemoval'];
export type ModerationReport = Schemas['ModerationReport'];
export type ModerationCase = Schemas['ModerationCase'];
export type MyReport = Schemas['MyReport'];

export type Follow = Schemas['Follow'];

export type MemberStatus = 'none' | 'pending' | 'joined';

export type GroupMember = Schemas['GroupMember'];

export type Group = Schemas['Group'];

export type GroupDetail = Schemas['GroupDetail'];

export type GroupStats = Schemas['GroupStats'];

/** What a notification tells (the contract's NotificationType; the concern_* ones are proposed). */
export const NOTIFICATION_TYPES = [
  'follow',
  'like',
  'comment',
  'repost',
  'join',
  'mention',
  'concern_affected',
  'concern_status',
  'concern_response',
  'concern_assigned',
  'concern_resolved',
  // Issue 32: report outcomes (proposed).
  'report_reviewed',
  'post_removed',
  'author_warned',
  'appeal_decided',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type Notification = Schemas['Notification'];

export type BlockedUser = Schemas['BlockedUser'];

export type Story = Schemas['Story'];

export type Trend = 'up' | 'down' | 'stable';

export type HashtagSummary = Schemas['HashtagSummary'];

export type PostStats = Schemas['PostStats'];

export type SearchResults = Schemas['SearchResults'];

/** The error body of every non-2xx response of the contract (docs/product.md#error-format). */
export type ErrorBody = Schemas['ErrorBody'];

export const FEED_FILTERS = ['all', 'my-society', 'following', 'trending'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

export const PERIODS = ['24h', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

export const GROUP_FILTERS = ['all', 'joined', 'public', 'private', 'suggested'] as const;
export type GroupFilter = (typeof GROUP_FILTERS)[number];

/** A request body as the contract defines it (components.schemas.{Name}). */
export type RequestBody<Name extends keyof Schemas & `${string}Body`> = Schemas[Name];
