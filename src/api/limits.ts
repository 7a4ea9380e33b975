// The numbers and accept lists of the validation rules (docs/product.md#validation-rules) without
// the schemas: screens that only count or filter (the feed's composer) import these and leave yup
// to the chunks that validate.
export const POST_MAX_LENGTH = 500;
export const POST_WARNING_REMAINING = 50;
export const SIMPLE_COMPOSER_LIMIT = 280;
export const COMMENT_MAX_LENGTH = 500;
export const YEARS_LIVED_MIN = 1;
export const YEARS_LIVED_MAX = 50;
export const USERNAME_PATTERN = /^\w+$/;
/** A profile lists at most this many of its latest posts (User.posts). */
export const PROFILE_POSTS_LIMIT = 20;

export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/*,.pdf,.doc,.docx';
export const DOC_ACCEPT = '.pdf,.doc,.docx,.txt';
export const ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
