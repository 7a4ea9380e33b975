import type { Id } from '../../api/types';
import { createPostSchema } from '../../api/validation';
import { validateWith } from '../../lib/forms';
import { toPostBody, type ComposerValues } from './post-draft';

const CONCERN_FIELDS: Record<string, keyof ComposerValues> = {
  'concern.category': 'category',
  'concern.place': 'place',
};

/**
 * The composer's check against the shared schema, as the server makes it. A chunk of its own
 * (yup comes with it): the feed's first screen shows the composer without loading the schemas.
 */
export function makePostValidate(authorId: Id) {
  // The counter counts what is typed, so the 500 limit does too; blank is checked after trimming.
  return validateWith(
    createPostSchema,
    (values: ComposerValues) => ({ ...toPostBody(values, authorId), content: values.content }),
    // A concern's fields are the form's own category and place.
    (path) => (path.startsWith('concern.') ? CONCERN_FIELDS[path] : (path as keyof ComposerValues)),
  );
}
