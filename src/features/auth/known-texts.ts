// The mock backend's error messages for the auth calls, which the auth screens show: the server
// writes them in English, and the screens show them through this table in the current language. A
// text not in the table is shown as it is in English; in another language a server's text gives
// way to the screen's own (docs/i18n.md: the server's `message` is not translated).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../api/client';
import { SOURCE_LANGUAGE } from '../../lib/i18n/languages';

const KNOWN: Record<string, MessageDescriptor> = {
  // The auth calls' errors (mocks/handlers/auth.ts).
  'Invalid email or password': msg`Invalid email or password`,
  'The demo account is not available': msg`The demo account is not available`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'This username is already taken': msg`This username is already taken`,
};

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
