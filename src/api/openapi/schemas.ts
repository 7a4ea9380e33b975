// The response entities of the contract (src/api/types.ts) as component schemas: people, posts
// and what hangs off them. Groups, notifications and discovery are in schemas-activity.ts.
import { PROFILE_POSTS_LIMIT } from '../limits';
import type { BlockBody } from '../follows';
import {
  FEED_FILTERS,
  PERIODS,
  REPORT_REASONS,
  type Attachment,
  type AttachmentKind,
  type BlockedUser,
  type Comment,
  type ErrorBody,
  type Follow,
  type Like,
  type Post,
  type ProfilePost,
  type Report,
  type Society,
  type Story,
  type User,
  type UserSummary,
} from '../types';
import {
  count,
  entity,
  flag,
  id,
  integer,
  listOf,
  members,
  nullable,
  oneOfValues,
  proposed,
  ref,
  text,
  timestamp,
  type Fields,
} from './schema-helpers';
import type { JsonSchema } from './types';

const societyFields: Fields<Society> = {
  id: id('Society id.'),
  name: text('For example "Vasundhara Greens".'),
  city: text('City.'),
  state: text('State.'),
};

const summaryFields: Fields<UserSummary> = {
  id: id('User id.'),
  fullName: text('Full name.'),
  username: text('Handle, shown as @username; letters, digits and underscores.'),
  profileImage: nullable(text('URL of the profile picture; null shows initials.')),
  society: nullable(ref('Society')),
};

const userFields: Fields<User> = {
  ...summaryFields,
  email: nullable(
    text('Sign-in email; sent only to the user themself, null for everyone else.', {
      format: 'email',
    }),
  ),
  bio: nullable(text('Free text.')),
  yearsLived: integer('Years lived in the society (1 to 50).', { minimum: 1, maximum: 50 }),
  yearsLiving: integer('The same value as yearsLived: the contract names it both ways.', {
    minimum: 1,
    maximum: 50,
  }),
  flatNumber: nullable(text('For example "A-702".')),
  followersCount: count('How many users follow this user.'),
  followingCount: count('How many users this user follows.'),
  postsCount: proposed(count('How many feed posts the user wrote.')),
  posts: listOf(
    ref('ProfilePost'),
    `The latest feed posts, newest first (at most ${PROFILE_POSTS_LIMIT}).`,
  ),
  followedByMe: proposed(flag('Whether the signed-in viewer follows this user.')),
  showOnlineStatus: proposed(flag("The profile setting 'Show Online Status'.")),
};

const attachment: Fields<Attachment> = {
  id: id('Attachment id, referenced by a new post in attachmentIds.'),
  name: text('File name.'),
  mimeType: text('MIME type, for example "image/png".'),
  size: count('Size in bytes.'),
  kind: oneOfValues(members<AttachmentKind>({ image: true, document: true }), 'What the file is.'),
  url: text('Where the file is served (the mock returns the data URL itself).'),
};

const post: Fields<Post> = {
  id: id('Post id.'),
  content: text('The text, 1 to 500 characters.'),
  authorId: id('The author.'),
  imageUrl: nullable(text('The first image attachment, if any.')),
  createdAt: timestamp('When it was posted.'),
  likesCount: count('Likes.'),
  commentsCount: count('Comments.'),
  repostsCount: count('Reposts.'),
  isBuilderWide: flag(
    'Visible in every society of the builder (flag set or text has #BuilderWide).',
  ),
  hashtags: listOf(text('Word after #.'), 'Hashtags of the text, without #.'),
  mentions: listOf(text('Word after @.'), 'Mentions of the text, without @.'),
  author: ref('UserSummary'),
  society: proposed(nullable(ref('Society'))),
  groupId: proposed(nullable(id('The group of a group post; null for feed posts.'))),
  attachments: proposed(listOf(ref('Attachment'), 'Files attached to the post.')),
  likedByMe: proposed(flag('The viewer liked it (false when signed out).')),
  repostedByMe: proposed(flag('The viewer reposted it (false when signed out).')),
  savedByMe: proposed(flag('The viewer saved it (false when signed out).')),
};

export const entitySchemas: Record<string, JsonSchema> = {
  ErrorBody: entity<ErrorBody>('The body of every non-2xx response.', {
    message: text('What went wrong, fit to show to the user.'),
  }),
  Society: entity<Society>('A housing society of the builder.', societyFields),
  UserSummary: entity<UserSummary>('The short form of a user inside other objects.', summaryFields),
  ProfilePost: entity<ProfilePost>('A post as listed on a profile.', {
    id: id('Post id.'),
    content: text('The text.'),
    createdAt: timestamp('When it was posted.'),
  }),
  User: entity<User>('A resident, as profiles and the sign-in calls return them.', userFields),
  Attachment: proposed(entity<Attachment>('An uploaded file.', attachment)),
  Post: entity<Post>('A feed post (or a group post, with groupId set).', post),
  Comment: entity<Comment>('A comment on a post.', {
    id: id('Comment id.'),
    postId: id('The post.'),
    authorId: id('The author.'),
    content: text('The text, 1 to 500 characters.'),
    createdAt: timestamp('When it was written.'),
    author: ref('UserSummary'),
  }),
  UserPost: entity<Like>('A like, repost or saved post: who and which post.', {
    userId: id('The user.'),
    postId: id('The post.'),
  }),
  Report: entity<Report>('A report of a post or a user, for the moderation team.', {
    id: id('Report id.'),
    reason: ref('ReportReason'),
    description: nullable(text('Details given by the reporter.')),
    postId: nullable(id('The reported post.')),
    userId: nullable(id('The reported user.')),
    reporterId: id('Who reported it.'),
    createdAt: timestamp('When it was reported.'),
  }),
  Follow: entity<Follow>('A follow.', {
    followerId: id('Who follows.'),
    followingId: id('Who is followed.'),
  }),
  Block: proposed(
    entity<BlockBody>('A block.', {
      blockerId: id('Who blocks.'),
      blockedId: id('Who is blocked.'),
    }),
  ),
  BlockedUser: proposed(
    entity<BlockedUser>('A user the viewer has blocked.', {
      id: id('User id.'),
      fullName: text('Full name.'),
      username: text('Handle.'),
      society: nullable(ref('Society')),
      blockedAt: timestamp('When they were blocked.'),
    }),
  ),
  Story: entity<Story>('A story of a followed user.', {
    id: id('Story id.'),
    authorId: id('The author.'),
    imageUrl: text('The picture, shown 600px tall.'),
    content: text('Caption.'),
    createdAt: timestamp('When it was posted.'),
    author: ref('UserSummary'),
    viewedByMe: proposed(flag('Whether the viewer has opened it.')),
  }),
  ReportReason: oneOfValues(REPORT_REASONS, 'Why a post or user is reported.'),
  FeedFilter: oneOfValues(FEED_FILTERS, 'The feed tabs.'),
  Period: oneOfValues(PERIODS, 'A time window ending now: 24 hours, 7 days or 30 days.'),
};
