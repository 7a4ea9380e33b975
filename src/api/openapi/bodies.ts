// The request bodies of the contract, from the request functions' own body types, with the limits
// (docs/product.md#validation-rules) that the mock backend enforces with the shared yup schemas
// (src/api/validation.ts).
import type { LoginBody, RegisterBody } from '../auth';
import type { CommentBody } from '../comments';
import type { BlockBody, FollowBody } from '../follows';
import type { CreateGroupBody } from '../groups';
import type { UserPostBody } from '../interactions';
import type { CreatePostBody } from '../posts';
import type { ReportBody } from '../reports';
import type { UploadBody } from '../uploads';
import type { UpdateUserBody } from '../users';
import {
  ATTACHMENT_MIME_TYPES,
  COMMENT_MAX_LENGTH,
  POST_MAX_LENGTH,
  YEARS_LIVED_MAX,
  YEARS_LIVED_MIN,
} from '../validation';
import {
  body,
  flag,
  id,
  integer,
  listOf,
  nullable,
  oneOfValues,
  proposed,
  ref,
  text,
} from './schema-helpers';
import type { JsonSchema } from './types';

/** At least one character that is not white space (JSON Schema patterns are not anchored). */
const NOT_BLANK = '\\S';
const notBlank = (description: string, maxLength: number) =>
  text(description, { minLength: 1, maxLength, pattern: NOT_BLANK });

const email = text('A valid email address.', { format: 'email' });
const password = text('At least 6 characters.', { minLength: 6 });
const fullName = text('At least 2 characters after trimming, at most 80.', {
  minLength: 2,
  maxLength: 80,
});
const bio = nullable(text('At most 300 characters; null when empty.', { maxLength: 300 }));
const yearsLived = (name: string) =>
  integer(`${name}, ${YEARS_LIVED_MIN} to ${YEARS_LIVED_MAX}.`, {
    minimum: YEARS_LIVED_MIN,
    maximum: YEARS_LIVED_MAX,
  });
const postContent = notBlank(
  `The text: not blank, at most ${POST_MAX_LENGTH} characters (counted before trimming).`,
  POST_MAX_LENGTH,
);
const actingUser = (key: string) =>
  id(`The signed-in user, acting for themselves (403 for anyone else): ${key}.`);

export const bodySchemas: Record<string, JsonSchema> = {
  LoginBody: body<LoginBody>('Sign-in.', { email, password }, {}),
  RegisterBody: body<RegisterBody>(
    'A new account. Every key is sent; the optional ones as null.',
    {
      email,
      password,
      username: text('3 to 30 letters, digits or underscores, unique.', {
        minLength: 3,
        maxLength: 30,
        pattern: '^\\w+$',
      }),
      fullName,
      bio,
      societyId: nullable(id('The society the resident lives in.')),
      flatNumber: nullable(text('At most 20 characters.', { maxLength: 20 })),
      yearsLiving: nullable(yearsLived('Years living in the society')),
    },
    {},
  ),
  CreatePostBody: body<CreatePostBody>(
    'A new feed post. The simple composer sends only content and authorId.',
    {
      content: postContent,
      authorId: actingUser('the author'),
      hashtags: listOf(text('A word after #.'), 'The hashtags of the text, without #.'),
      mentions: listOf(text('A word after @.'), 'The mentions of the text, without @.'),
      isBuilderWide: proposed(
        flag('Post to every society of the builder (also implied by #BuilderWide in the text).'),
      ),
      societyId: proposed(
        nullable(id("The society to post to; when left out, the author's society.")),
      ),
      attachmentIds: proposed(listOf(id('An attachment uploaded by the author.'))),
    },
    { hashtags: true, mentions: true, isBuilderWide: true, societyId: true, attachmentIds: true },
  ),
  UserPostBody: body<UserPostBody>(
    'Who likes, reposts or saves which post.',
    { userId: actingUser('the user'), postId: id('The post.') },
    {},
  ),
  ReportBody: body<ReportBody>(
    'A report. All five keys are sent; a post, a user or both are reported.',
    {
      reason: ref('ReportReason'),
      description: nullable(
        text('Optional details, at most 1000 characters.', { maxLength: 1000 }),
      ),
      postId: nullable(id('The reported post, or null when reporting a user.')),
      userId: nullable(id('The reported user, or null.')),
      reporterId: actingUser('the reporter'),
    },
    {},
  ),
  FollowBody: body<FollowBody>(
    'Who follows whom.',
    { followerId: actingUser('the follower'), followingId: id('The user to follow; not oneself.') },
    {},
  ),
  BlockBody: proposed(
    body<BlockBody>(
      'Who blocks whom.',
      { blockerId: actingUser('the blocker'), blockedId: id('The user to block; not oneself.') },
      {},
    ),
  ),
  CommentBody: proposed(
    body<CommentBody>(
      'A new comment.',
      {
        authorId: actingUser('the author'),
        content: notBlank(
          `Not blank, at most ${COMMENT_MAX_LENGTH} characters.`,
          COMMENT_MAX_LENGTH,
        ),
      },
      {},
    ),
  ),
  UpdateUserBody: proposed(
    body<UpdateUserBody>(
      'The Edit Profile form.',
      {
        fullName,
        bio,
        yearsLived: yearsLived('Years lived in the society'),
        showOnlineStatus: flag("The setting 'Show Online Status'; unchanged when left out."),
      },
      { showOnlineStatus: true },
    ),
  ),
  CreateGroupBody: proposed(
    body<CreateGroupBody>(
      'A new group; its creator becomes the admin and first member.',
      {
        name: notBlank('Not blank, at most 80 characters, unique.', 80),
        description: notBlank('Not blank, at most 500 characters.', 500),
        societyId: nullable(id('The society, or null for builder-wide.')),
        isPrivate: flag('Private groups take join requests.'),
        adminId: actingUser('the creator'),
      },
      {},
    ),
  ),
  GroupPostBody: proposed(
    body<{ content: string; authorId: number }>(
      'A new group post.',
      { content: postContent, authorId: actingUser('the author, a member') },
      {},
    ),
  ),
  UserIdBody: proposed(
    body<{ userId: number }>('The user acting.', { userId: actingUser('the user') }, {}),
  ),
  AdminIdBody: proposed(
    body<{ adminId: number }>(
      'The group admin acting.',
      { adminId: actingUser('the group admin') },
      {},
    ),
  ),
  UploadBody: proposed(
    body<UploadBody>(
      'A file, sent as a base64 data URL so that the contract stays JSON.',
      {
        name: notBlank('File name, at most 200 characters.', 200),
        mimeType: oneOfValues(ATTACHMENT_MIME_TYPES, 'Images, PDF, DOC, DOCX or TXT.'),
        dataUrl: text('data:{mimeType};base64,… of at most 2 MB decoded.', {
          pattern: '^data:[\\w.+-]+/[\\w.+-]+;base64,[A-Za-z0-9+/=]+$',
        }),
        uploaderId: actingUser('the uploader'),
      },
      {},
    ),
  ),
};
