// The forms' validation rules (docs/product.md#validation-rules), with formik. The mock backend
// checks request bodies against the contract's own schemas instead (mocks/request-body.ts), whose
// x-error-message texts are these messages.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { array, boolean, number, object, string, type InferType } from 'yup';
import {
  COMMENT_MAX_LENGTH,
  POST_MAX_LENGTH,
  USERNAME_PATTERN,
  YEARS_LIVED_MAX,
  YEARS_LIVED_MIN,
} from './limits';
import { REPORT_REASONS } from './types';
import { CONCERN_CATEGORIES, PLACE_MAX_LENGTH } from '../lib/concerns';

export * from './limits';

/**
 * A message in the language of the moment the form is checked (docs/i18n.md). Messages only a
 * developer sees (a missing id) stay English, as the contract writes them.
 */
type Message = string | (() => string);
const text = (descriptor: MessageDescriptor) => () => i18n._(descriptor);

const notBlank = (message: Message) =>
  string()
    .defined(message)
    .test('not-blank', message, (value) => typeof value === 'string' && value.trim().length > 0);

const id = () => number().integer().positive();
const fullName = () =>
  string()
    .required(text(msg`Full name must be at least 2 characters`))
    .test(
      'min-trimmed',
      text(msg`Full name must be at least 2 characters`),
      (value) => (value ?? '').trim().length >= 2,
    )
    .max(80, text(msg`Full name must be at most 80 characters`));
const yearsLived = (messages: { whole: MessageDescriptor; range: MessageDescriptor }) =>
  number()
    .integer(text(messages.whole))
    .min(YEARS_LIVED_MIN, text(messages.range))
    .max(YEARS_LIVED_MAX, text(messages.range));
const min = YEARS_LIVED_MIN;
const max = YEARS_LIVED_MAX;

export const loginSchema = object({
  email: string()
    .required(text(msg`Invalid email address`))
    .email(text(msg`Invalid email address`)),
  password: string()
    .required(text(msg`Password must be at least 6 characters`))
    .min(6, text(msg`Password must be at least 6 characters`)),
});
export type LoginInput = InferType<typeof loginSchema>;

export const registerSchema = object({
  email: string()
    .required(text(msg`Invalid email address`))
    .email(text(msg`Invalid email address`)),
  password: string()
    .required(text(msg`Password must be at least 6 characters`))
    .min(6, text(msg`Password must be at least 6 characters`)),
  username: string()
    .required(text(msg`Username must be at least 3 characters`))
    .min(3, text(msg`Username must be at least 3 characters`))
    .max(30, text(msg`Username must be at most 30 characters`))
    // Word characters only, so that a mention can always name the user
    // (docs/product.md#validation-rules).
    .matches(
      USERNAME_PATTERN,
      text(msg`Username can only contain letters, numbers and underscores`),
    ),
  fullName: fullName(),
  bio: string()
    .nullable()
    .max(300, text(msg`Bio must be at most 300 characters`)),
  societyId: id().nullable(),
  flatNumber: string()
    .nullable()
    .max(20, text(msg`Flat number must be at most 20 characters`)),
  yearsLiving: yearsLived({
    whole: msg`Years living must be a whole number`,
    range: msg`Years living must be between ${min} and ${max}`,
  }).nullable(),
});
export type RegisterInput = InferType<typeof registerSchema>;

const CONCERN_CATEGORY_MESSAGE = text(msg`Choose what the concern is about`);

export const createPostSchema = object({
  content: notBlank(text(msg`Post content is required`)).max(
    POST_MAX_LENGTH,
    text(msg`Post content must be less than 500 characters`),
  ),
  authorId: id().required('authorId is required'),
  hashtags: array(string().required()).optional(),
  mentions: array(string().required()).optional(),
  // Proposed fields: the simple composer sends neither, and the post then takes the author's
  // society (builder-wide when the text carries #BuilderWide).
  isBuilderWide: boolean().optional(),
  societyId: id().nullable().optional(),
  attachmentIds: array(id().required()).optional(),
  // Proposed: a concern's category and place (docs/product.md#concerns); an update sends none.
  concern: object({
    category: string()
      .defined(CONCERN_CATEGORY_MESSAGE)
      .oneOf([...CONCERN_CATEGORIES], CONCERN_CATEGORY_MESSAGE),
    place: string()
      .nullable()
      .max(PLACE_MAX_LENGTH, text(msg`Place must be at most ${PLACE_MAX_LENGTH} characters`)),
  })
    .default(undefined)
    .optional(),
});
export type CreatePostInput = InferType<typeof createPostSchema>;

export const commentSchema = object({
  authorId: id().required('authorId is required'),
  content: notBlank(text(msg`Comment cannot be empty`)).max(
    COMMENT_MAX_LENGTH,
    text(msg`Comment must be less than 500 characters`),
  ),
});
export type CommentInput = InferType<typeof commentSchema>;

export const reportSchema = object({
  reason: string()
    .required(text(msg`Please select a reason`))
    .min(1, text(msg`Please select a reason`))
    .oneOf([...REPORT_REASONS], text(msg`Please select a reason`)),
  description: string()
    .nullable()
    .max(1000, text(msg`Details must be at most 1000 characters`)),
  postId: id().nullable().defined('postId is required (null when reporting a user)'),
  userId: id().nullable().defined('userId is required (null when reporting a post only)'),
  reporterId: id().required('reporterId is required'),
});
export type ReportInput = InferType<typeof reportSchema>;

export const createGroupSchema = object({
  name: notBlank(text(msg`Group name is required`)).max(
    80,
    text(msg`Group name must be at most 80 characters`),
  ),
  description: notBlank(text(msg`Description is required`)).max(
    500,
    text(msg`Description must be at most 500 characters`),
  ),
  // Blank means builder-wide (docs/product.md#groups-and-membership).
  societyId: id().nullable().defined('societyId is required (null for builder-wide)'),
  isPrivate: boolean().required(),
  adminId: id().required('adminId is required'),
});
export type CreateGroupInput = InferType<typeof createGroupSchema>;

export const editProfileSchema = object({
  fullName: fullName(),
  bio: string()
    .nullable()
    .max(300, text(msg`Bio must be at most 300 characters`)),
  yearsLived: yearsLived({
    whole: msg`Years lived must be a whole number`,
    range: msg`Years lived must be between ${min} and ${max}`,
  }).required(text(msg`Years lived must be between ${min} and ${max}`)),
  showOnlineStatus: boolean().optional(),
});
export type EditProfileInput = InferType<typeof editProfileSchema>;
