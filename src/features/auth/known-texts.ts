// Texts the auth screens show that are written outside this feature: the shared schemas' validation
// messages (src/api/validation.ts) and the mock backend's error messages for the auth calls. Both
// are English; the screens show them through this table, in the current language. A text not in
// the table is shown as it is in English; in another language a server's text gives way to the
// screen's own (docs/i18n.md: the server's `message` is not translated).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../api/client';
import { YEARS_LIVED_MAX, YEARS_LIVED_MIN } from '../../api/validation';
import { SOURCE_LANGUAGE } from '../../lib/i18n/languages';

// The range message, as the schema builds it.
const YEARS_LIVING_RANGE = `Years living must be between ${YEARS_LIVED_MIN} and ${YEARS_LIVED_MAX}`;

const KNOWN: Record<string, MessageDescriptor> = {
  // The login and register schemas.
  'Invalid email address': msg`Invalid email address`,
  'Password must be at least 6 characters': msg`Password must be at least 6 characters`,
  'Username must be at least 3 characters': msg`Username must be at least 3 characters`,
  'Username must be at most 30 characters': msg`Username must be at most 30 characters`,
  'Username can only contain letters, numbers and underscores': msg`Username can only contain letters, numbers and underscores`,
  'Full name must be at least 2 characters': msg`Full name must be at least 2 characters`,
  'Full name must be at most 80 characters': msg`Full name must be at most 80 characters`,
  'Bio must be at most 300 characters': msg`Bio must be at most 300 characters`,
  'Flat number must be at most 20 characters': msg`Flat number must be at most 20 characters`,
  'Years living must be a whole number': msg`Years living must be a whole number`,
  [YEARS_LIVING_RANGE]: msg`Years living must be between ${YEARS_LIVED_MIN} and ${YEARS_LIVED_MAX}`,
  // The auth calls' errors (mocks/handlers/auth.ts).
  'Invalid email or password': msg`Invalid email or password`,
  'The demo account is not available': msg`The demo account is not available`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'This username is already taken': msg`This username is already taken`,
};

/** Every English text the table knows (for its test). */
export const KNOWN_TEXTS = Object.keys(KNOWN);

/** A validation message in the current language (unknown ones as they are). */
export function translateKnown(text: string): string {
  const descriptor = KNOWN[text];
  return descriptor ? i18n._(descriptor) : text;
}

/**
 * A server's error text, or `fallback` when it gave none, in the current language. An unknown
 * server text is kept in English and replaced by `fallback` in any other language.
 */
export function serverErrorText(error: unknown, fallback: MessageDescriptor): string {
  const serverMessage = isApiError(error) ? error.serverMessage : null;
  if (serverMessage === null) return i18n._(fallback);
  const descriptor = KNOWN[serverMessage];
  if (descriptor) return i18n._(descriptor);
  return i18n.locale === SOURCE_LANGUAGE ? serverMessage : i18n._(fallback);
}
