// The server's error messages in the page's language: every message the mock backend gives a
// resident has the app's own text, and a message it does not know gives way to the screen's text
// in Hindi.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { messageOf, SERVER_MESSAGES, shownServerMessage } from './server-messages';
import { activateLanguage } from '../lib/i18n/i18n';

const STATUS_OF: Record<string, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
};

/** Each quoted message the backend's code throws, as `{status} {message}`. */
function messagesIn(source: string): string[] {
  const quoted = String.raw`(?<quote>['"])((?:(?!\k<quote>).)+)\k<quote>`;
  const found: string[] = [];
  for (const [, name, , text] of source.matchAll(
    new RegExp(
      String.raw`\b(badRequest|unauthorized|forbidden|notFound|conflict)\(\s*${quoted}`,
      'g',
    ),
  ))
    found.push(`${STATUS_OF[name]} ${text}`);
  for (const [, status, , text] of source.matchAll(
    new RegExp(String.raw`(?:new HttpError\(|status: )(\d{3}),\s*(?:message: )?${quoted}`, 'g'),
  ))
    found.push(`${status} ${text}`);
  for (const [, name, , text] of source.matchAll(
    new RegExp(String.raw`export const (unauthorized|forbidden) = \(message = ${quoted}`, 'g'),
  ))
    found.push(`${STATUS_OF[name]} ${text}`);
  // One of two texts: conflict(post ? '…' : '…').
  for (const [, name, first, second] of source.matchAll(
    /\b(badRequest|unauthorized|forbidden|notFound|conflict)\(\s*[\w.]+\s*\?\s*'([^']+)'\s*:\s*'([^']+)'/g,
  ))
    found.push(`${STATUS_OF[name]} ${first}`, `${STATUS_OF[name]} ${second}`);
  // A toggle's texts (mocks/handlers/interactions.ts): thrown as conflict(duplicate), notFound(missing).
  for (const [, field, text] of source.matchAll(/\b(duplicate|missing): '([^']+)'/g))
    found.push(`${field === 'duplicate' ? 409 : 404} ${text}`);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/**
 * Messages about a malformed request, which the app's own forms and checks never send: a
 * developer reads them, in English.
 */
const FOR_DEVELOPERS = new Set([
  '400 Request body must be a JSON object',
  '400 Request body is required',
  '400 Request body is not valid JSON',
  '415 Content-Type must be application/json',
  '400 userId is required',
  '400 username is required',
  '400 societyId is required',
  '400 category is required',
  '400 text is required',
  '400 text must be at most 500 characters',
]);

const backendMessages = [
  ...new Set(
    [...sources('mocks'), readFileSync('src/lib/concerns.ts', 'utf8')].flatMap(messagesIn),
  ),
];

describe('the server messages', () => {
  it('finds the backend messages it checks', () => {
    expect(backendMessages).toContain('409 You are already a member of this group');
    expect(backendMessages).toContain('401 Please log in to continue');
    expect(backendMessages).toContain("403 Only the care team can change a concern's status");
    expect(backendMessages).toContain('409 You have already reported this user');
    expect(backendMessages).toContain('404 You have not liked this post');
    expect(backendMessages.length).toBeGreaterThan(60);
  });

  it('has the app’s own text for every message the backend gives a resident', () => {
    const untold = backendMessages.filter(
      (key) => !(key in SERVER_MESSAGES) && !FOR_DEVELOPERS.has(key),
    );
    expect(untold).toEqual([]);
  });

  it('holds no message the backend no longer sends', () => {
    expect(Object.keys(SERVER_MESSAGES).filter((key) => !backendMessages.includes(key))).toEqual(
      [],
    );
  });

  const conflict = new ApiError(409, 'Conflict', '{"message":"You already follow this user"}');
  const unknown = new ApiError(409, 'Conflict', '{"message":"The lift is on fire"}');

  it('shows a known message in the page’s language, an unknown one in English only', async () => {
    expect(shownServerMessage(conflict)).toBe('You already follow this user');
    expect(messageOf(unknown, 'Could not follow')).toBe('The lift is on fire');
    await activateLanguage('hi');
    expect(shownServerMessage(conflict)).toBe('आप इस यूज़र को पहले से फ़ॉलो कर रहे हैं');
    expect(messageOf(unknown, 'फ़ॉलो नहीं हो सका')).toBe('फ़ॉलो नहीं हो सका');
  });

  it('takes the status into account, and a body without a message gives the screen’s text', async () => {
    await activateLanguage('hi');
    expect(shownServerMessage(new ApiError(404, 'Not Found', '{"message":"User not found"}'))).toBe(
      'यूज़र नहीं मिला',
    );
    const sameTextOtherStatus = new ApiError(500, 'Error', '{"message":"User not found"}');
    expect(shownServerMessage(sameTextOtherStatus)).toBeNull();
    expect(messageOf(new ApiError(500, 'Error', ''), 'कुछ गलत हो गया')).toBe('कुछ गलत हो गया');
  });
});
