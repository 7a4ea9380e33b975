// The code's own copies of what contract/openapi.yaml states: the lists and limits the app's forms,
// tabs and the mock backend enforce. The document is the source; each copy must say the same.
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../mocks/handlers/posts';
import {
  ATTACHMENT_MIME_TYPES,
  COMMENT_MAX_LENGTH,
  POST_MAX_LENGTH,
  PROFILE_POSTS_LIMIT,
  USERNAME_PATTERN,
  YEARS_LIVED_MAX,
  YEARS_LIVED_MIN,
} from './limits';
import {
  CONCERN_CATEGORIES,
  CONCERN_STATUSES,
  PLACE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
} from '../lib/concerns';
import { openApiDocument } from './openapi';
import type { JsonSchema } from './openapi/types';
import { FEED_FILTERS, GROUP_FILTERS, NOTIFICATION_TYPES, PERIODS, REPORT_REASONS } from './types';

const schemas = openApiDocument.components.schemas as Record<string, JsonSchema>;
const property = (schema: string, name: string) =>
  (schemas[schema].properties as Record<string, JsonSchema>)[name];

describe('the code says what the contract says', () => {
  it.each([
    ['ReportReason', REPORT_REASONS],
    ['FeedFilter', FEED_FILTERS],
    ['Period', PERIODS],
    ['GroupFilter', GROUP_FILTERS],
    ['ConcernCategory', CONCERN_CATEGORIES],
    ['ConcernStatus', CONCERN_STATUSES],
    ['NotificationType', NOTIFICATION_TYPES],
  ])('%s: the same values, in the same order', (name, values) => {
    expect(schemas[name].enum).toEqual([...values]);
  });

  it('the attachment types an upload may have', () => {
    expect(property('UploadBody', 'mimeType').enum).toEqual([...ATTACHMENT_MIME_TYPES]);
  });

  it("a concern's place and its rating", () => {
    expect(property('ConcernInput', 'place').maxLength).toBe(PLACE_MAX_LENGTH);
    expect(property('StatusChangeBody', 'rating')).toMatchObject({
      minimum: RATING_MIN,
      maximum: RATING_MAX,
    });
  });

  it('the lengths of posts and comments', () => {
    expect(property('CreatePostBody', 'content').maxLength).toBe(POST_MAX_LENGTH);
    expect(property('GroupPostBody', 'content').maxLength).toBe(POST_MAX_LENGTH);
    expect(property('CommentBody', 'content').maxLength).toBe(COMMENT_MAX_LENGTH);
  });

  it('the years lived, under both names', () => {
    for (const [schema, name] of [
      ['UpdateUserBody', 'yearsLived'],
      ['RegisterBody', 'yearsLiving'],
    ]) {
      expect(property(schema, name)).toMatchObject({
        minimum: YEARS_LIVED_MIN,
        maximum: YEARS_LIVED_MAX,
      });
    }
  });

  it('the username pattern', () => {
    expect(new RegExp(String(property('RegisterBody', 'username').pattern)).source).toBe(
      new RegExp(USERNAME_PATTERN).source,
    );
  });

  it("a profile's latest posts and the feed's page size", () => {
    expect(property('User', 'posts').description).toContain(`at most ${PROFILE_POSTS_LIMIT}`);
    const limit = openApiDocument.paths['/api/posts'].get!.parameters!.find(
      (parameter) => parameter.name === 'limit',
    );
    expect(limit?.schema.maximum).toBe(MAX_PAGE_SIZE);
  });
});
