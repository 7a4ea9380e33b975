// Records the requests the app sends, as the mock backend receives them. Listeners end with the
// test (setup-tests.ts removes them all), so a recorder needs no clean-up of its own.
import { server } from '../../mocks/node';

export interface SentRequest {
  method: string;
  /** Path and query, e.g. "/api/posts?authorId=1&limit=20". */
  url: string;
  /** The path without the query, e.g. "/api/posts/7". */
  path: string;
  /** The query as sent, e.g. "?filter=all&userId=1" ("" when there is none). */
  search: string;
  params: URLSearchParams;
  /** The JSON body parsed (its text when it is not JSON); undefined when there is none. */
  body: unknown;
}

export interface RequestFilter {
  method?: string;
  /** The exact path, or a pattern for several (e.g. /^\/api\/groups/). */
  path?: string | RegExp;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const matches = (path: string, wanted: RequestFilter['path']) =>
  wanted === undefined || (typeof wanted === 'string' ? path === wanted : wanted.test(path));

/**
 * Every request matching `filter` from now on. One without a body is listed at once, one with a
 * body once that body is read: a listed request always carries its body.
 */
export function recordRequests(filter: RequestFilter = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (filter.method !== undefined && request.method !== filter.method) return;
    if (!matches(url.pathname, filter.path)) return;
    const entry = {
      method: request.method,
      url: url.pathname + url.search,
      path: url.pathname,
      search: url.search,
      params: url.searchParams,
    };
    if (request.body === null) {
      sent.push({ ...entry, body: undefined });
      return;
    }
    void request
      .clone()
      .text()
      .then((text) => sent.push({ ...entry, body: parse(text) }));
  });
  return sent;
}

/** The bodies of the recorded requests, in order. */
export const bodiesOf = (sent: SentRequest[]) => sent.map((request) => request.body);

/** The query strings of the recorded requests, in order (e.g. ['?q=priya']). */
export const queriesOf = (sent: SentRequest[]) => sent.map((request) => request.search);
